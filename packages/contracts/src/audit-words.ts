import type { AuditAction, AuditSnapshot } from './audit-actions';
import { type WalletName, walletLabels } from './wallet-names';

// What people read for the audit log, apart from the action list: the list is in the entry chunk
// (the audit page's search reader), the words only in the pages that show entries.

/** Said to people: in the log, its filter and the user's own "admin activity" list. */
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
};

/** A snapshot as people scan it: "role: student", "wallet: DIAMONDS; balance: 120". */
export function describeSnapshot(snapshot: AuditSnapshot, empty = ''): string {
  if (snapshot === null) return empty;
  return Object.entries(snapshot)
    .map(([key, value]) => `${key}: ${value ?? 'none'}`)
    .join('; ');
}

const amountOf = (snapshot: AuditSnapshot) =>
  typeof snapshot?.balance === 'number' ? snapshot.balance : 0;

/**
 * What an admin did to someone's account, told to that person in words ("An admin added 5
 * energy"), without the log's field names; changes without such words fall back to the log's.
 */
export function describeForAccountHolder(
  action: AuditAction,
  before: AuditSnapshot,
  after: AuditSnapshot,
): string {
  const wallet = (after?.wallet ?? before?.wallet) as WalletName | undefined;
  if (action === 'wallet.grant' && wallet && wallet in walletLabels) {
    const change = amountOf(after) - amountOf(before);
    const verb = change >= 0 ? 'added' : 'took away';
    return `An admin ${verb} ${Math.abs(change)} ${walletLabels[wallet]}; you now have ${amountOf(after)}.`;
  }
  if (action === 'user.role' && typeof after?.role === 'string')
    return `An admin made your account a ${after.role} account.`;
  return `${describeSnapshot(before, 'nothing')} → ${describeSnapshot(after, 'nothing')}`;
}
