import { z } from 'zod';
import { auditReasonSchema } from '../admin/schemas';
import { pagingQueryShape } from '../shared/paging';
import {
  lrsConnectionSources,
  lrsCredentialKinds,
  lrsEndpointMax,
  lrsSecretMax,
} from './constants';

const timestamp = z.iso.datetime({ offset: true });

/** A secret as the browser sees it: whether it is set and, for a header, its last four characters. */
export const lrsSecretHintSchema = z.object({ set: z.boolean(), last4: z.string().nullable() });

export const lrsConnectionViewSchema = z.object({
  source: z.enum(lrsConnectionSources),
  endpoint: z.string().nullable(),
  credentials: z.enum(lrsCredentialKinds),
  username: z.string().nullable(),
  password: lrsSecretHintSchema,
  authorization: lrsSecretHintSchema,
  /** The environment has a connection of its own, used when the page's is cleared. */
  environmentConfigured: z.boolean(),
});
export type LrsConnectionView = z.infer<typeof lrsConnectionViewSchema>;

/** GET /sparked-api/learning-records: the connection and how delivery is going. */
export const lrsStateSchema = z.object({
  connection: lrsConnectionViewSchema,
  /** Statements waiting to be sent (not counting parked ones). */
  backlog: z.number().int(),
  /** The oldest waiting statement's age: how far behind delivery is. */
  oldestWaitingAt: timestamp.nullable(),
  parked: z.number().int(),
  delivered: z.number().int(),
  lastSuccessAt: timestamp.nullable(),
  lastFailureAt: timestamp.nullable(),
  lastError: z.string().nullable(),
});
export type LrsState = z.infer<typeof lrsStateSchema>;
export const lrsStateResponseSchema = z.object({ data: lrsStateSchema });

const endpointSchema = z
  .string()
  .trim()
  .max(lrsEndpointMax, `The address is at most ${lrsEndpointMax} characters.`)
  .regex(/^https?:\/\/[^\s]+$/, 'Give the store’s address, starting with https:// or http://.')
  .transform((url) => url.replace(/\/+$/, ''));

const secretSchema = (name: string) =>
  z
    .string()
    .max(lrsSecretMax, `The ${name} is at most ${lrsSecretMax} characters.`)
    .regex(/^[^\t\n\r]+$/, `Keep the ${name} on one line.`)
    .refine((value) => value.trim().length > 0, `Give the ${name}.`);

/**
 * PUT /sparked-api/learning-records/connection. A secret left out keeps the one saved before, so
 * a page that never saw it can save other changes.
 */
export const lrsConnectionChangeSchema = z.discriminatedUnion('credentials', [
  z.strictObject({
    credentials: z.literal('basic'),
    endpoint: endpointSchema,
    username: secretSchema('key').pipe(z.string().trim()),
    password: secretSchema('secret').optional(),
  }),
  z.strictObject({
    credentials: z.literal('header'),
    endpoint: endpointSchema,
    authorization: secretSchema('header').optional(),
  }),
  z.strictObject({ credentials: z.literal('none'), endpoint: endpointSchema }),
]);
export type LrsConnectionChange = z.infer<typeof lrsConnectionChangeSchema>;

/** POST /sparked-api/learning-records/test: what the store answered to `GET {endpoint}/about`. */
export const lrsTestResultSchema = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  message: z.string(),
  versions: z.array(z.string()),
});
export type LrsTestResult = z.infer<typeof lrsTestResultSchema>;
export const lrsTestResponseSchema = z.object({ data: lrsTestResultSchema });

export const parkedStatementSchema = z.object({
  statementId: z.string(),
  verb: z.string(),
  learner: z.string(),
  activityId: z.string(),
  reason: z.string(),
  attempts: z.number().int(),
  parkedAt: timestamp,
  statementAt: timestamp,
});
export type ParkedStatement = z.infer<typeof parkedStatementSchema>;

export const parkedStatementsQuerySchema = z.strictObject(pagingQueryShape);
export const parkedStatementsResponseSchema = z.object({
  data: z.array(parkedStatementSchema),
  total: z.number().int(),
});

export const parkedStatementParamsSchema = z.strictObject({
  statementId: z.uuid('That is not a statement id.'),
});

/** DELETE /sparked-api/learning-records/parked/{statementId}: kept in the audit log with why. */
export const discardParkedStatementSchema = z.strictObject({ reason: auditReasonSchema });

export const parkedStatementChangeResponseSchema = z.object({
  data: z.object({ statementId: z.string(), status: z.enum(['queued', 'discarded']) }),
});
