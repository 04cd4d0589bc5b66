import type { AuditAction, AuditSnapshot } from '../audit/constants';
import { type WalletName, walletLabels } from '../wallets/constants';

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
  'lrs.connection.update': 'Learning record store set',
  'lrs.connection.clear': 'Learning record store cleared',
  'lrs.statement.retry': 'Refused statement sent again',
  'lrs.statement.discard': 'Refused statement discarded',
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

/** The names in a snapshot's comma-separated tag list ("Year 7, Pilot"); "none" is no tag. */
const tagsIn = (list: unknown) =>
  typeof list === 'string' && list !== 'none' ? list.split(', ').filter(Boolean) : [];

/** “Year 7” and “Pilot”: the groups a tag change named, quoted, as a sentence lists them. */
function groupNames(names: string[]) {
  const quoted = names.map((name) => `“${name}”`);
  if (quoted.length < 2) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

const groupWord = (names: string[]) => (names.length === 1 ? 'group' : 'groups');

/** Tags as their holder meets them: groups of users that can decide which modules they see. */
function describeTagChange(action: AuditAction, before: AuditSnapshot, after: AuditSnapshot) {
  const had = tagsIn(before?.tags);
  const has = after && 'added' in after ? [...had, ...tagsIn(after.added)] : tagsIn(after?.tags);
  const added = has.filter((name) => !had.includes(name));
  const removed = had.filter((name) => !has.includes(name));
  if (action === 'user.tag.add' && added.length > 0)
    return `An admin added you to the ${groupWord(added)} ${groupNames(added)}. Groups can change which modules you can open.`;
  if (action === 'user.tag.remove' && removed.length > 0)
    return `An admin took you out of the ${groupWord(removed)} ${groupNames(removed)}. Groups can change which modules you can open.`;
  return 'An admin changed the groups you are in.';
}

const accountSentences: Partial<Record<AuditAction, string>> = {
  'user.create': 'An admin made your Sparked account.',
  'user.deactivate': 'An admin turned your account off, so you cannot sign in with it for now.',
  'user.reactivate': 'An admin turned your account back on, so you can sign in again.',
  'user.password-reset': 'An admin sent you an email with a link to choose a new password.',
};

/**
 * What an admin did to someone's account, told to that person in plain words ("An admin added 5
 * energy"): never the log's field names, wallet codes or before-and-after lists.
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
    return `An admin made your account ${after.role === 'admin' || after.role === 'educator' ? 'an' : 'a'} ${after.role} account.`;
  if (action === 'user.tag.add' || action === 'user.tag.remove')
    return describeTagChange(action, before, after);
  return accountSentences[action] ?? 'An admin changed your account.';
}
