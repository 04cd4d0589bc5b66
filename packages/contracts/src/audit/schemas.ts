import { z } from 'zod';
import { issueText } from '../shared/issue-text';
import { pagingQueryShape } from '../shared/paging';
import { auditActions } from './constants';

/**
 * The audit log: every privileged change, append-only, with who made it, whom it
 * concerns, what it was before and after, the reason given, and where the request came from.
 */
const timestamp = z.iso.datetime({ offset: true });
const day = z.iso.date({
  message: issueText(
    /*i18n*/ { id: 'audit.dates-are-written-as', message: 'Dates are written as YYYY-MM-DD.' },
  ),
});

/**
 * What a changed thing was before or after a change: its changed fields, flat, so the log reads as
 * a table and exports as one. Null where the thing did not exist (before a creation).
 */
export const auditSnapshotSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .nullable();
const snapshotSchema = auditSnapshotSchema;

const personSchema = z.object({ id: z.string(), name: z.string() }).nullable();

export const auditEntrySchema = z.object({
  id: z.string(),
  at: timestamp,
  action: z.enum(auditActions),
  /** The admin; null if their account no longer exists. */
  actor: personSchema,
  /** The user the change concerns, if it concerns one. */
  subject: personSchema,
  /** What was changed, such as `tag:…` or `store-item:…`. */
  target: z.string(),
  before: snapshotSchema,
  after: snapshotSchema,
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const auditFilterShape = {
  actorId: z.uuid('actorId must be a user id.').optional(),
  subjectId: z.uuid('subjectId must be a user id.').optional(),
  action: z.enum(auditActions, { message: 'action must be one of the audit actions.' }).optional(),
  /** From the start of this day (UTC). */
  from: day.optional(),
  /** To the end of this day (UTC). */
  to: day.optional(),
};

/** GET /sparked-api/audit (admins): newest first. */
export const auditQuerySchema = z.strictObject({ ...auditFilterShape, ...pagingQueryShape });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** GET /sparked-api/audit/export (admins): every matching entry as CSV. */
export const auditExportQuerySchema = z.strictObject(auditFilterShape);
export type AuditFilter = z.output<typeof auditExportQuerySchema>;

export const auditResponseSchema = z.object({
  data: z.object({ entries: z.array(auditEntrySchema), total: z.number().int().nonnegative() }),
});

/**
 * GET /sparked-api/my/admin-activity: what admins did to the signed-in user's account, newest
 * first: the action, when, who, and the reason, without the request's address.
 */
export const ownAdminActivitySchema = z.object({
  id: z.string(),
  at: timestamp,
  action: z.enum(auditActions),
  actor: personSchema,
  reason: z.string().nullable(),
  before: snapshotSchema,
  after: snapshotSchema,
});
export type OwnAdminActivity = z.infer<typeof ownAdminActivitySchema>;
export const ownAdminActivityQuerySchema = z.strictObject(pagingQueryShape);
export const ownAdminActivityResponseSchema = z.object({
  data: z.object({
    entries: z.array(ownAdminActivitySchema),
    total: z.number().int().nonnegative(),
  }),
});
