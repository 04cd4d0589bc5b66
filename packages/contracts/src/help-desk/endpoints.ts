import { z } from 'zod';
import { threadIdSchema } from '../assistants/schemas';
import type { UserRole } from '../session/constants';
import type { Endpoint } from '../shared/endpoint';
import {
  createTicketResponseSchema,
  helpDeskGreetingResponseSchema,
  ownTicketsQuerySchema,
  ownTicketsResponseSchema,
  pushThreadRequestSchema,
  pushThreadResponseSchema,
  savedThreadResponseSchema,
  ticketFormSchema,
  ticketImageTypes,
  ticketKeySchema,
  ticketLimits,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketResponseSchema,
  ticketStatusRequestSchema,
  ticketStatusResponseSchema,
} from './schemas';

const admin = ['admin'] as const satisfies readonly UserRole[];
const ticketParams = z.strictObject({ key: ticketKeySchema });

/** Janus, the help desk (decision 0005). */
export const helpDeskEndpoints = {
  helpDeskGreeting: {
    api: 'tools',
    method: 'GET',
    path: '/help-desk/greeting',
    auth: 'user',
    response: helpDeskGreetingResponseSchema,
    summary: "Janus's opening message with its capability list",
    tags: ['Help desk'],
  },
  helpDeskPushThread: {
    api: 'tools',
    method: 'POST',
    path: '/help-desk/threads/push',
    auth: 'user',
    idempotent: true,
    body: pushThreadRequestSchema,
    response: pushThreadResponseSchema,
    summary: 'Send a message to Janus and wait briefly for the reply',
    tags: ['Help desk'],
  },
  helpDeskSavedThread: {
    api: 'tools',
    method: 'GET',
    path: '/help-desk/threads/{threadId}',
    auth: 'user',
    params: z.strictObject({ threadId: threadIdSchema }),
    response: savedThreadResponseSchema,
    summary: "The signed-in user's saved help-desk thread",
    tags: ['Help desk'],
  },
  // Multipart form (spec §7); files are refused before anything is stored, so the retry after a
  // refresh is safe.
  createTicket: {
    api: 'tools',
    method: 'POST',
    path: '/jira/user-issue',
    auth: 'user',
    idempotent: true,
    body: ticketFormSchema,
    bodyType: 'multipart',
    files: { field: 'files', mediaTypes: ticketImageTypes, maxCount: ticketLimits.maxFiles },
    status: 201,
    response: createTicketResponseSchema,
    summary: 'File a bug or assistance ticket with screenshots',
    tags: ['Tickets'],
  },
  ownTickets: {
    api: 'tools',
    method: 'GET',
    path: '/jira/user-issues',
    auth: 'user',
    query: ownTicketsQuerySchema,
    response: ownTicketsResponseSchema,
    summary: "The signed-in user's tickets, newest first",
    tags: ['Tickets'],
  },
  tickets: {
    api: 'tools',
    method: 'GET',
    path: '/jira/tickets',
    auth: admin,
    query: ticketListQuerySchema,
    response: ticketListResponseSchema,
    summary: 'Every ticket, filtered by type and status',
    tags: ['Tickets'],
  },
  ticket: {
    api: 'tools',
    method: 'GET',
    path: '/jira/tickets/{key}',
    auth: 'user',
    params: ticketParams,
    response: ticketResponseSchema,
    summary: 'One ticket (admins, or its reporter)',
    tags: ['Tickets'],
  },
  ticketStatus: {
    api: 'tools',
    method: 'PUT',
    path: '/jira/tickets/{key}/status',
    auth: admin,
    params: ticketParams,
    body: ticketStatusRequestSchema,
    response: ticketStatusResponseSchema,
    summary: "Change a ticket's status",
    tags: ['Tickets'],
  },
  // Answers image/png: the client fetches it in blob mode with the bearer token.
  ticketAttachment: {
    api: 'tools',
    method: 'GET',
    path: '/jira/attachments/{attachmentId}',
    auth: 'user',
    params: z.strictObject({ attachmentId: z.uuid('attachmentId must be an attachment id.') }),
    produces: 'image/png',
    summary: 'A ticket screenshot (admins, or the reporter)',
    tags: ['Tickets'],
  },
} as const satisfies Record<string, Endpoint>;
