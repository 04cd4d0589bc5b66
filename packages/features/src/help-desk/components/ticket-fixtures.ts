import type { Ticket, TicketSummary } from '@sparked/contracts';
import type { ApiClient, RequestOptions, RequestTarget } from '../../api-client';
import { ok } from '../../story-support/mock-api-client';

const summary = (
  fields: Partial<TicketSummary> & Pick<TicketSummary, 'key' | 'title'>,
): TicketSummary => ({
  type: 'Bug',
  status: 'open',
  reporter: { id: 'student-1', email: 'ada@sparked.test', name: 'Ada Lovelace' },
  pagePath: '/academy',
  course: null,
  attachmentCount: 0,
  externalKey: null,
  createdAt: '2026-03-07T14:30:00.000Z',
  updatedAt: '2026-03-07T14:30:00.000Z',
  ...fields,
});

export const ticketSummaries: TicketSummary[] = [
  summary({ key: 'HELP-3', title: 'Quiz will not submit', attachmentCount: 1 }),
  summary({
    key: 'HELP-2',
    title: 'Help enrolling my class',
    type: 'Task',
    status: 'in_progress',
    reporter: { id: 'educator-1', email: 'grace@sparked.test', name: 'Grace Hopper' },
  }),
  summary({ key: 'HELP-1', title: 'Video has no sound', status: 'resolved' }),
];

export const ticketDetail = (status: Ticket['status'] = 'open'): Ticket => ({
  ...summary({ key: 'HELP-3', title: 'Quiz will not submit', attachmentCount: 1, status }),
  description: {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Pressing Submit does nothing.' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'ada@sparked.test' }] },
    ],
  },
  attachments: [
    {
      id: '6a616e75-7300-4000-8000-0000000000cc',
      url: '/tools-api/jira/attachments/6a616e75-7300-4000-8000-0000000000cc',
      contentType: 'image/png',
      size: 2048,
      width: 320,
      height: 200,
    },
  ],
  conversation: [
    {
      id: 'm1',
      role: 'user',
      content: [{ type: 'text', text: { value: 'My quiz will not submit' } }],
      createdAt: '2026-03-07T14:29:00.000Z',
    },
    {
      id: 'm2',
      role: 'assistant',
      content: [
        {
          type: 'text',
          text: {
            value: JSON.stringify({
              type: 'screenshot_upload',
              message: 'Could you add a screenshot of the `Submit` button?',
              close_thread: false,
            }),
          },
        },
      ],
      createdAt: '2026-03-07T14:29:30.000Z',
    },
  ],
  forwarding: { state: 'not_configured', error: null },
});

/** The staff calls over a small list whose statuses change when staff change them. */
export function ticketsBackend() {
  let detail = ticketDetail();
  return {
    tickets: ({ query }: RequestOptions) => {
      const matching = ticketSummaries
        .map((ticket) =>
          ticket.key === detail.key ? { ...ticket, status: detail.status } : ticket,
        )
        .filter((ticket) => !query?.type || ticket.type === query.type)
        .filter((ticket) => !query?.status || ticket.status === query.status);
      return ok({ tickets: matching, total: matching.length });
    },
    ticket: () => ok(detail),
    ticketStatus: ({ body }: RequestOptions) => {
      detail = { ...detail, status: (body as { status: Ticket['status'] }).status };
      return ok(detail);
    },
    ownTickets: ok({ tickets: ticketSummaries, total: ticketSummaries.length }),
  };
}

/** A screenshot: a small PNG drawn on a canvas. */
async function screenshotBlob(): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 200;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = 'steelblue';
    context.fillRect(0, 0, 320, 200);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The canvas could not be encoded.');
  return blob;
}

/** Answers attachment calls in blob mode, as the real client does; the rest goes to `client`. */
export function withScreenshots(client: ApiClient): ApiClient {
  const request = (target: RequestTarget, options?: RequestOptions) =>
    target === 'ticketAttachment' && options?.responseType === 'blob'
      ? screenshotBlob()
      : client.request(target, options as RequestOptions & { responseType?: 'json' });
  return { request: request as ApiClient['request'] };
}
