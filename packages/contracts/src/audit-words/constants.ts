import type { AuditAction, AuditSnapshot } from '../audit/constants';

// What people read for the audit log, apart from the action list: the list is in the entry chunk
// (the audit page's search reader), the words only in the pages that show entries. The server's
// CSV export writes these same words, so they are shared; the sentences an account holder reads
// about their own account are the web's alone (the admin feature's account-holder words).

/** Said to people: in the log, its filter, its CSV export and the user's own "admin activity" list. */
export const auditActionLabels: Record<AuditAction, string> = {
  'user.create': 'Account created',
  'user.role': 'Role changed',
  'user.deactivate': 'Account deactivated',
  'user.reactivate': 'Account reactivated',
  'user.password-reset': 'Password-reset link sent',
  'user.tag.add': 'Tag added',
  'user.tag.remove': 'Tag removed',
  'tag.create': 'Tag created',
  'tag.update': 'Tag changed',
  'tag.delete': 'Tag deleted',
  'wallet.grant': 'Wallet changed',
  'store.category.create': 'Store category added',
  'store.category.update': 'Store category changed',
  'store.item.create': 'Store item added',
  'store.item.update': 'Store item changed',
  'reward.rule.create': 'Reward rule added',
  'reward.rule.update': 'Reward rule changed',
  'referral.generate': 'Referral code made',
  'referral.revoke': 'Referral code revoked',
  'certificate.revoke': 'Certificate revoked',
  'competition.create': 'Competition added',
  'competition.update': 'Competition changed',
  'lrs.connection.update': 'Learning record store set',
  'lrs.connection.clear': 'Learning record store cleared',
  'lrs.statement.retry': 'Refused statement sent again',
  'lrs.statement.discard': 'Refused statement discarded',
  'lti.platform.create': 'LMS registered',
  'lti.platform.update': 'LMS registration changed',
  'lti.platform.delete': 'LMS registration removed',
  'lti.platform.approve': 'LMS registration approved',
  'lti.account.link': 'LMS account linked',
};

/** A snapshot as people scan it: "role: student", "wallet: DIAMONDS; balance: 120". */
export function describeSnapshot(snapshot: AuditSnapshot, empty = ''): string {
  if (snapshot === null) return empty;
  return Object.entries(snapshot)
    .map(([key, value]) => `${key}: ${value ?? 'none'}`)
    .join('; ');
}
