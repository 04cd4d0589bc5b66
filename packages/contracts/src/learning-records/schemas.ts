import { z } from 'zod';
import { auditReasonSchema } from '../admin/schemas';
import { catalogueEntrySchema } from '../shared/error';
import { issueText } from '../shared/issue-text';
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
  .max(
    lrsEndpointMax,
    issueText(
      /*i18n*/ {
        id: 'learning-records.address-too-long',
        message: 'The address is at most {max} characters.',
        values: { max: lrsEndpointMax },
      },
    ),
  )
  .regex(
    /^https?:\/\/[^\s]+$/,
    issueText(
      /*i18n*/ {
        id: 'learning-records.give-the-address',
        message: 'Give the store’s address, starting with https:// or http://.',
      },
    ),
  )
  .transform((url) => url.replace(/\/+$/, ''));

const secretSchema = (said: { tooLong: string; oneLine: string; missing: string }) =>
  z
    .string()
    .max(lrsSecretMax, said.tooLong)
    .regex(/^[^\t\n\r]+$/, said.oneLine)
    .refine((value) => value.trim().length > 0, said.missing);

/** The key, the secret and the header's sentences, each its own so each language words it. */
const secretTexts = {
  key: {
    tooLong: issueText(
      /*i18n*/ {
        id: 'learning-records.key-too-long',
        message: 'The key is at most {max} characters.',
        values: { max: lrsSecretMax },
      },
    ),
    oneLine: issueText(
      /*i18n*/ { id: 'learning-records.key-on-one-line', message: 'Keep the key on one line.' },
    ),
    missing: issueText(/*i18n*/ { id: 'learning-records.give-the-key', message: 'Give the key.' }),
  },
  secret: {
    tooLong: issueText(
      /*i18n*/ {
        id: 'learning-records.secret-too-long',
        message: 'The secret is at most {max} characters.',
        values: { max: lrsSecretMax },
      },
    ),
    oneLine: issueText(
      /*i18n*/ {
        id: 'learning-records.secret-on-one-line',
        message: 'Keep the secret on one line.',
      },
    ),
    missing: issueText(
      /*i18n*/ { id: 'learning-records.give-the-secret', message: 'Give the secret.' },
    ),
  },
  header: {
    tooLong: issueText(
      /*i18n*/ {
        id: 'learning-records.header-too-long',
        message: 'The header is at most {max} characters.',
        values: { max: lrsSecretMax },
      },
    ),
    oneLine: issueText(
      /*i18n*/ {
        id: 'learning-records.header-on-one-line',
        message: 'Keep the header on one line.',
      },
    ),
    missing: issueText(
      /*i18n*/ { id: 'learning-records.give-the-header', message: 'Give the header.' },
    ),
  },
};

/**
 * PUT /sparked-api/learning-records/connection. A secret left out keeps the one saved before, so
 * a page that never saw it can save other changes.
 */
export const lrsConnectionChangeSchema = z.discriminatedUnion('credentials', [
  z.strictObject({
    credentials: z.literal('basic'),
    endpoint: endpointSchema,
    username: secretSchema(secretTexts.key).pipe(z.string().trim()),
    password: secretSchema(secretTexts.secret).optional(),
  }),
  z.strictObject({
    credentials: z.literal('header'),
    endpoint: endpointSchema,
    authorization: secretSchema(secretTexts.header).optional(),
  }),
  z.strictObject({ credentials: z.literal('none'), endpoint: endpointSchema }),
]);
export type LrsConnectionChange = z.infer<typeof lrsConnectionChangeSchema>;

/** POST /sparked-api/learning-records/test: what the store answered to `GET {endpoint}/about`. */
export const lrsTestResultSchema = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  /** What it answered, in English. */
  message: z.string(),
  /** The same as a catalogue entry (decision 0046), which the page shows in its reader's language. */
  entry: z.optional(catalogueEntrySchema),
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
  statementId: z.uuid(
    issueText(
      /*i18n*/ {
        id: 'learning-records.not-a-statement-id',
        message: 'That is not a statement id.',
      },
    ),
  ),
});

/** DELETE /sparked-api/learning-records/parked/{statementId}: kept in the audit log with why. */
export const discardParkedStatementSchema = z.strictObject({ reason: auditReasonSchema });

export const parkedStatementChangeResponseSchema = z.object({
  data: z.object({ statementId: z.string(), status: z.enum(['queued', 'discarded']) }),
});
