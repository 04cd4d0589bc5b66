import fastifyMultipart from '@fastify/multipart';
import {
  educatorRoles,
  ownTicketsQuerySchema,
  ticketFormSchema,
  ticketKeySchema,
  ticketListQuerySchema,
  ticketStatusRequestSchema,
} from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Guards } from '../../../http/authenticate';
import { parseWith } from '../../../http/validation';
import type { TicketService } from './service';
import { readTicketForm } from './ticket-form';

const keyParams = z.object({ key: ticketKeySchema });
const attachmentParams = z.object({
  attachmentId: z.uuid('attachmentId must be an attachment id.'),
});

/** Tickets (spec §7 `jira/user-issue`) and the staff calls (decision 0005), under the tools API. */
export function ticketRoutes(deps: { service: TicketService; guards: Guards }) {
  const { service, guards } = deps;
  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart);

    app.post('/jira/user-issue', async (request, reply) => {
      const claims = await guards.requireUser(request);
      const { fields, files } = await readTicketForm(request);
      const form = parseWith(ticketFormSchema, fields, 'request body');
      return reply.status(201).send({ data: await service.create(claims, form, files) });
    });

    app.get('/jira/user-issues', async (request) => {
      const claims = await guards.requireUser(request);
      const query = parseWith(ownTicketsQuerySchema, request.query, 'query');
      return { data: await service.own(claims, query) };
    });

    app.get('/jira/tickets', async (request) => {
      await guards.requireRole(request, educatorRoles);
      const query = parseWith(ticketListQuerySchema, request.query, 'query');
      return { data: await service.list(query) };
    });

    app.get('/jira/tickets/:key', async (request) => {
      const claims = await guards.requireUser(request);
      const { key } = parseWith(keyParams, request.params, 'path');
      return { data: await service.get(claims, key) };
    });

    app.put('/jira/tickets/:key/status', async (request) => {
      await guards.requireRole(request, educatorRoles);
      const { key } = parseWith(keyParams, request.params, 'path');
      const { status } = parseWith(ticketStatusRequestSchema, request.body, 'request body');
      return { data: await service.setStatus(key, status) };
    });

    /** Never rendered as a page: a PNG, no sniffing, sandboxed, named by the server. */
    app.get('/jira/attachments/:attachmentId', async (request, reply) => {
      const claims = await guards.requireUser(request);
      const { attachmentId } = parseWith(attachmentParams, request.params, 'path');
      const { fileName, stream } = await service.attachment(claims, attachmentId);
      return reply
        .header('content-type', 'image/png')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(stream);
    });
  };
}
