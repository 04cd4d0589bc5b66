import { z } from 'zod';
import { pagingQueryShape } from './paging';

/**
 * The audit log (issue 18): every privileged change, append-only, with who made it, whom it
 * concerns, what it was before and after, the reason given, and where the request came from.
 */
export const auditActions = [
  'user.role',
  'user.deactivate',
  'user.reactivate',
  'user.tag.add',
  'user.tag.remove',
  'tag.create',
  'tag.update',
  'tag.delete',
  'wallet.grant',
  'store.item.create',
  'store.item.update',
  'reward.rule.create',
  'reward.rule.update',
  'referral.generate',
  'referral.revoke',
  'certificate.revoke',
  'competition.create',
  'competition.update',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Said to people: in the log, its filter and the user's own "admin activity" list. */
export const auditActionLabels: Record<AuditAction, string> = {
  'user.role': 'Role changed',
  'user.deactivate': 'Account deactivated',
  'user.reactivate': 'Account reactivated',
  'user.tag.add': 'Tag added',
  'user.tag.remove': 'Tag removed',
  'tag.create': 'Tag created',
  'tag.update': 'Tag changed',
  'tag.delete': 'Tag deleted',
  'wallet.grant': 'Wallet changed',
  'store.item.create': 'Store item added',
  'store.item.update': 'Store item changed',
  'reward.rule.create': 'Reward rule added',
  'reward.rule.update': 'Reward rule changed',
  'referral.generate': 'Referral code made',
  'referral.revoke': 'Referral code revoked',
  'certificate.revoke': 'Certificate revoked',
  'competition.create': 'Competition added',
  'competition.update': 'Competition changed',
};

const timestamp = z.iso.datetime({ offset: true });
const day = z.iso.date({ message: 'Dates are written as YYYY-MM-DD.' });

/**
 * What a changed thing was before or after a change: its changed fields, flat, so the log reads as
 * a table and exports as one. Null where the thing did not exist (before a creation).
 */
export const auditSnapshotSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .nullable();
export type AuditSnapshot = z.infer<typeof auditSnapshotSchema>;
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
