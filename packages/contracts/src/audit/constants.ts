// The audit log's actions and what people read for each, without schemas: the audit page's
// search reader uses them, and it is in the entry chunk (decision 0021).

export const auditActions = [
  'user.create',
  'user.role',
  'user.deactivate',
  'user.reactivate',
  'user.password-reset',
  'user.tag.add',
  'user.tag.remove',
  'tag.create',
  'tag.update',
  'tag.delete',
  'wallet.grant',
  'store.category.create',
  'store.category.update',
  'store.item.create',
  'store.item.update',
  'reward.rule.create',
  'reward.rule.update',
  'referral.generate',
  'referral.revoke',
  'certificate.revoke',
  'competition.create',
  'competition.update',
  'lrs.connection.update',
  'lrs.connection.clear',
  'lrs.statement.retry',
  'lrs.statement.discard',
  'lti.platform.create',
  'lti.platform.update',
  'lti.platform.delete',
  'lti.platform.approve',
  'lti.account.link',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What a changed thing was, as the log keeps it: its changed fields, flat. */
export type AuditSnapshot = Record<string, string | number | boolean | null> | null;
