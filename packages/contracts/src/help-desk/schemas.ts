import { z } from 'zod';
import { richDocumentSchema, threadMessageSchema } from '../assistant-messages/schemas';
import {
  assistantIdSchema,
  promptSchema,
  runSchema,
  storedThreadMessageSchema,
  threadIdSchema,
  threadMessagesSchema,
} from '../assistants/schemas';
import { pagingQueryShape } from '../shared/paging';
import { walletAmountSchema } from '../wallets/schemas';
import { ticketStatuses, ticketTypes } from './constants';

/**
 * The help desk (Janus) and its tickets (spec §2 "Help-desk widget", §7 push-thread,
 * get-saved-thread and jira/user-issue; decision 0005).
 */

/** Where the widget was opened: the ticket and Janus's steps carry it. */
export const helpDeskContextSchema = z.strictObject({
  pagePath: z
    .string()
    .max(500, 'pagePath must be at most 500 characters.')
    .regex(/^\//, 'pagePath is the path of the page, starting with /.'),
  course: z.string().trim().min(1).max(200, 'course must be at most 200 characters.').optional(),
});
export type HelpDeskContext = z.infer<typeof helpDeskContextSchema>;

/**
 * POST /tools-api/help-desk/threads/push: sends a message to Janus, in the given thread or (null)
 * a new one. `assistantId` must be `helpDeskAssistantId`.
 */
export const pushThreadRequestSchema = z.strictObject({
  threadId: threadIdSchema.nullable(),
  assistantId: assistantIdSchema,
  prompt: promptSchema,
  context: helpDeskContextSchema,
});
export type PushThreadRequest = z.infer<typeof pushThreadRequestSchema>;

/**
 * The server waits up to `pushThreadWaitMs` for the run. When it finished, `lastResponse` is
 * Janus's reply and `messages` the whole thread (newest first); when it did not, `run.status` is
 * still `queued` or `in_progress`, `lastResponse` is null and the client polls the run
 * (GET /gpt/help-desk/assistants/thread/:threadId/run/:runId) and then reads the saved thread.
 */
export const pushThreadResponseSchema = z.object({
  data: z.object({
    threadId: z.string(),
    run: runSchema,
    lastResponse: storedThreadMessageSchema.nullable(),
    messages: threadMessagesSchema,
  }),
});
export type PushThreadResponse = z.infer<typeof pushThreadResponseSchema>;
export const pushThreadWaitMs = 5000;

/** GET /tools-api/help-desk/threads/:threadId: the caller's saved help-desk thread. */
export const savedThreadResponseSchema = z.object({
  data: z.object({ threadId: z.string(), messages: threadMessagesSchema }),
});
export type SavedThreadResponse = z.infer<typeof savedThreadResponseSchema>;

/** GET /tools-api/help-desk/greeting: Janus's opening message with its capability list. */
export const helpDeskGreetingResponseSchema = z.object({
  data: z.object({ message: threadMessageSchema }),
});
export type HelpDeskGreetingResponse = z.infer<typeof helpDeskGreetingResponseSchema>;

// Tickets

/** Every ticket key is `HELP-<n>`, numbered in filing order. */
export const ticketProjectKey = 'HELP';
export const ticketTypeSchema = z.enum(ticketTypes, { message: 'issueType must be Task or Bug.' });
export const ticketStatusSchema = z.enum(ticketStatuses, {
  message: `status must be one of ${ticketStatuses.join(', ')}.`,
});

/**
 * Copying to Jira Cloud (decision 0005): `not_configured` without JIRA_* settings, `pending` until
 * tried (retried at start-up), then `forwarded` or `failed` with the reason in `error`.
 */
export const ticketForwardStates = ['not_configured', 'pending', 'forwarded', 'failed'] as const;

export const ticketKeySchema = z
  .string()
  .regex(/^[A-Z][A-Z0-9]*-[1-9][0-9]*$/, 'key is a ticket key such as HELP-42.');

/** Limits on POST /jira/user-issue; the widget downscales to 850 px first (spec §9). */
export const ticketLimits = {
  maxFiles: 5,
  maxFileBytes: 5 * 1024 * 1024,
  /** Decoded width × height of one image. */
  maxPixels: 4096 * 4096,
  maxDescriptionLength: 20_000,
} as const;
export const ticketImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * The text fields of the multipart form of POST /tools-api/jira/user-issue (spec §3 "Ticket
 * submission form"), besides the repeated `files`. `description` is the JSON text of the rich
 * document; `threadId` links the Janus conversation, `pagePath` and `course` where it happened.
 */
export const ticketFormSchema = z.strictObject({
  title: z
    .string({ message: 'title is required.' })
    .trim()
    .min(1, 'title is required.')
    .max(255, 'title must be at most 255 characters.'),
  description: z
    .string({ message: 'description is required.' })
    .max(
      ticketLimits.maxDescriptionLength,
      `description must be at most ${ticketLimits.maxDescriptionLength} characters.`,
    )
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'description must be the JSON of a document.' });
        return z.NEVER;
      }
    })
    .pipe(richDocumentSchema),
  issueType: ticketTypeSchema,
  threadId: threadIdSchema.optional(),
  pagePath: helpDeskContextSchema.shape.pagePath.optional(),
  course: helpDeskContextSchema.shape.course,
});
export type TicketForm = z.infer<typeof ticketFormSchema>;

/** `rewards`: what filing earned (the first ticket's reward), for a toast and a wallet refetch. */
export const createTicketResponseSchema = z.object({
  data: z.object({
    key: z.string(),
    status: ticketStatusSchema,
    rewards: z.array(walletAmountSchema),
  }),
});
export type CreateTicketResponse = z.infer<typeof createTicketResponseSchema>;

export const ticketSummarySchema = z.object({
  key: z.string(),
  type: ticketTypeSchema,
  title: z.string(),
  status: ticketStatusSchema,
  reporter: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  pagePath: z.string().nullable(),
  course: z.string().nullable(),
  attachmentCount: z.number().int().nonnegative(),
  /** The Jira Cloud key when the ticket was forwarded (decision 0005). */
  externalKey: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** `url` is under the tools API; fetch it with the bearer token in blob mode (spec §7). */
export const ticketAttachmentSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.literal('image/png'),
  size: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketSchema = ticketSummarySchema.extend({
  description: richDocumentSchema,
  attachments: z.array(ticketAttachmentSchema),
  /** The Janus conversation the ticket came from, oldest first; empty when none. */
  conversation: z.array(storedThreadMessageSchema),
  forwarding: z.object({
    state: z.enum(ticketForwardStates),
    error: z.string().nullable(),
  }),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** GET /tools-api/jira/tickets (staff), newest first; `reporterId` narrows to one user's. */
export const ticketListQuerySchema = z.strictObject({
  type: ticketTypeSchema.optional(),
  status: ticketStatusSchema.optional(),
  reporterId: z.uuid('reporterId must be a user id.').optional(),
  ...pagingQueryShape,
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

export const ticketListResponseSchema = z.object({
  data: z.object({ tickets: z.array(ticketSummarySchema), total: z.number().int().nonnegative() }),
});
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>;

/** GET /tools-api/jira/tickets/:key (staff, or the reporter). */
export const ticketResponseSchema = z.object({ data: ticketSchema });
export type TicketResponse = z.infer<typeof ticketResponseSchema>;

/** PUT /tools-api/jira/tickets/:key/status (staff). */
export const ticketStatusRequestSchema = z.strictObject({ status: ticketStatusSchema });
export type TicketStatusRequest = z.infer<typeof ticketStatusRequestSchema>;
export const ticketStatusResponseSchema = z.object({ data: ticketSummarySchema });

/** GET /tools-api/jira/user-issues: the caller's own tickets, newest first, with their status. */
export const ownTicketsQuerySchema = ticketListQuerySchema.pick({ limit: true, offset: true });
export const ownTicketsResponseSchema = ticketListResponseSchema;
