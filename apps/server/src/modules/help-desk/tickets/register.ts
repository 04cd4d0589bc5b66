import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { parseWith } from '../../../http/validation';
import type { TicketFilingLimit } from './filing-limit';
import type { TicketService } from './service';
import { readTicketForm } from './ticket-form';

/** Tickets (spec §7 `jira/user-issue`) and the staff calls (decision 0005), under the tools API. */
export function registerTickets(
  app: FastifyInstance,
  deps: {
    service: TicketService;
    filings: TicketFilingLimit;
  },
) {
  const { service } = deps;

  app.endpoint(endpoints.createTicket, async ({ request, user }) => {
    // Counted before the upload is read, so a flood costs no decoding.
    await deps.filings.admit(user, request.ip);
    const { fields, files } = await readTicketForm(request);
    const form = parseWith(endpoints.createTicket.body, fields, 'request body');
    return { data: await service.create(user, form, files) };
  });

  app.endpoint(endpoints.ownTickets, async ({ query, user }) => ({
    data: await service.own(user, query),
  }));

  app.endpoint(endpoints.tickets, async ({ query }) => ({ data: await service.list(query) }));

  app.endpoint(endpoints.ticket, async ({ params, user }) => ({
    data: await service.get(user, params.key),
  }));

  app.endpoint(endpoints.ticketStatus, async ({ params, body }) => ({
    data: await service.setStatus(params.key, body.status),
  }));

  /** Never rendered as a page: a PNG, no sniffing, sandboxed, named by the server. */
  app.endpoint(endpoints.ticketAttachment, async ({ params, user, reply }) => {
    const { fileName, stream } = await service.attachment(user, params.attachmentId);
    return reply
      .header('content-type', 'image/png')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
}
