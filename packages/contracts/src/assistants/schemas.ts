import { z } from 'zod';
import { threadMessageSchema } from '../assistant-messages/schemas';
import { walletNameSchema } from '../wallets/schemas';

/**
 * Assistants as threads, runs and messages (spec §7 `gpt` calls, decision 0005). A prompt starts a
 * run; the client polls the run every 1500 ms until it is `completed` or `failed`, then reads the
 * thread, whose messages come newest first.
 */

/** `standard` assistants are the AI tools; `help-desk` is Janus (spec §9: default kind standard). */
export const assistantKinds = ['standard', 'help-desk'] as const;
export const assistantKindSchema = z.enum(assistantKinds, {
  message: `kind must be one of ${assistantKinds.join(', ')}.`,
});
export type AssistantKind = z.infer<typeof assistantKindSchema>;

/** The fixed assistant id the help-desk widget sends (spec §9): Janus, slug `janus`. */
export const helpDeskAssistantId = '6a616e75-7300-4000-8000-000000000001';
export const helpDeskAssistantSlug = 'janus';

export const maxPromptLength = 4000;

export const assistantIdSchema = z.uuid('assistantId must be an assistant id.');
export const threadIdSchema = z.uuid('threadId must be a thread id.');
export const runIdSchema = z.uuid('runId must be a run id.');
export const assistantSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'assistantSlug is lower-case letters, digits and dashes.');

/** Trimmed; empty or whitespace-only prompts are refused (spec §5). */
export const promptSchema = z
  .string({ message: 'prompt must be text.' })
  .trim()
  .min(1, 'prompt is empty; type a message.')
  .max(maxPromptLength, `prompt must be at most ${maxPromptLength} characters.`);

/**
 * POST /tools-api/gpt/:kind/assistants[/:assistantSlug] (spec §3 "Assistant prompt payload").
 * `threadId` continues one of the caller's threads; without it a new thread starts. `cost` is
 * accepted for compatibility and ignored: the price is the assistant's, read on the server.
 */
export const assistantPromptRequestSchema = z.strictObject({
  prompt: promptSchema,
  assistantId: assistantIdSchema,
  threadId: threadIdSchema.optional(),
  saveUserThread: z.boolean({ message: 'saveUserThread must be true or false.' }).default(false),
  cost: z.number({ message: 'cost must be a number.' }).nonnegative().optional(),
});
export type AssistantPromptRequest = z.input<typeof assistantPromptRequestSchema>;

export const assistantPromptResponseSchema = z.object({
  data: z.object({ runId: z.string(), threadId: z.string() }),
});
export type AssistantPromptResponse = z.infer<typeof assistantPromptResponseSchema>;

export const runStatuses = ['queued', 'in_progress', 'completed', 'failed'] as const;
export const runStatusSchema = z.enum(runStatuses);
export type RunStatus = z.infer<typeof runStatusSchema>;

/** A run; `error` is a sentence for the user when `failed`, else null. */
export const runSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  status: runStatusSchema,
  error: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Run = z.infer<typeof runSchema>;

/** GET /tools-api/gpt/:kind/assistants/thread/:threadId/run/:runId */
export const runResponseSchema = z.object({ data: z.object({ run: runSchema }) });
export type RunResponse = z.infer<typeof runResponseSchema>;

/** A stored message: the spec §3 thread message plus its id and time. */
export const storedThreadMessageSchema = threadMessageSchema.extend({
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StoredThreadMessage = z.infer<typeof storedThreadMessageSchema>;

/** `messages.body.data`, newest first (the widget reverses it to oldest first). */
export const threadMessagesSchema = z.object({
  body: z.object({ data: z.array(storedThreadMessageSchema) }),
});

/** GET /tools-api/gpt/:kind/assistants/thread/:threadId: the caller's own thread only. */
export const threadResponseSchema = z.object({
  data: z.object({ threadId: z.string(), messages: threadMessagesSchema }),
});
export type ThreadResponse = z.infer<typeof threadResponseSchema>;

/** What users may know about an assistant; its instructions stay on the server. */
export const assistantSummarySchema = z.object({
  id: z.string(),
  kind: assistantKindSchema,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** Charged from `currency` when a run is started; 0 is free. */
  cost: z.number().int().nonnegative(),
  currency: walletNameSchema,
});
export type AssistantSummary = z.infer<typeof assistantSummarySchema>;

/** GET /tools-api/gpt/:kind/assistants (spec: GET /gpt/standard/assistants). */
export const assistantsResponseSchema = z.object({ data: z.array(assistantSummarySchema) });
export type AssistantsResponse = z.infer<typeof assistantsResponseSchema>;
