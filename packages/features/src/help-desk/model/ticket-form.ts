import type {
  AssistantTicketReply,
  HelpDeskContext,
  RichDocument,
  TicketType,
} from '@sparked/contracts';

export const ticketIssueTypes = {
  ticket_bug: 'Bug',
  ticket_task: 'Task',
} as const satisfies Record<AssistantTicketReply['type'], TicketType>;

/** The description with the reporter's email as its final paragraph (spec §4 Chat). */
export function withReporterEmail(description: RichDocument, email: string): RichDocument {
  return {
    ...description,
    content: [
      ...description.content,
      { type: 'paragraph', content: [{ type: 'text', text: email }] },
    ],
  };
}

export type TicketSubmission = {
  reply: AssistantTicketReply;
  email: string;
  files: readonly File[];
  threadId: string | null;
  context: HelpDeskContext;
};

/**
 * The multipart form of POST /jira/user-issue (spec §3 "Ticket submission form"): title,
 * description as JSON text, issue type, one `files` entry per image, and the conversation and page
 * it came from.
 */
export function ticketFormData({
  reply,
  email,
  files,
  threadId,
  context,
}: TicketSubmission): FormData {
  const form = new FormData();
  form.append('title', reply.ticket.title);
  form.append('description', JSON.stringify(withReporterEmail(reply.ticket.description, email)));
  form.append('issueType', ticketIssueTypes[reply.type]);
  if (threadId) form.append('threadId', threadId);
  form.append('pagePath', context.pagePath);
  if (context.course) form.append('course', context.course);
  for (const file of files) form.append('files', file, file.name);
  return form;
}
