import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import {
  type AuditAction,
  type AuditSnapshot,
  type WalletName,
  walletNames,
} from '@sparked/contracts';
import { i18n } from '@sparked/i18n';
import { formatWalletAmount } from '../../wallet';

// What someone reads about an admin's change to their own account (the "admin activity" card):
// only the web shows these sentences; the audit log's CSV keeps the log's own words.

const amountOf = (snapshot: AuditSnapshot) =>
  typeof snapshot?.balance === 'number' ? snapshot.balance : 0;

/** The names in a snapshot's comma-separated tag list ("Year 7, Pilot"); "none" is no tag. */
const tagsIn = (list: unknown) =>
  typeof list === 'string' && list !== 'none' ? list.split(', ').filter(Boolean) : [];

/** “Year 7” and “Pilot”: the groups a tag change named, quoted, as a sentence lists them. */
function groupNames(names: string[]) {
  const quoted = names.map((name) => `“${name}”`);
  if (quoted.length < 2) return quoted.join('');
  const first = quoted.slice(0, -1).join(', ');
  const last = quoted.at(-1);
  return t({ message: `${first} and ${last}`, comment: 'The last two of a list of group names.' });
}

/** Tags as their holder meets them: groups of users that can decide which modules they see. */
function describeTagChange(action: AuditAction, before: AuditSnapshot, after: AuditSnapshot) {
  const had = tagsIn(before?.tags);
  const has = after && 'added' in after ? [...had, ...tagsIn(after.added)] : tagsIn(after?.tags);
  const added = has.filter((name) => !had.includes(name));
  const removed = had.filter((name) => !has.includes(name));
  if (action === 'user.tag.add' && added.length > 0) {
    const names = groupNames(added);
    return plural(added.length, {
      one: `An admin added you to the group ${names}. Groups can change which modules you can open.`,
      other: `An admin added you to the groups ${names}. Groups can change which modules you can open.`,
    });
  }
  if (action === 'user.tag.remove' && removed.length > 0) {
    const names = groupNames(removed);
    return plural(removed.length, {
      one: `An admin took you out of the group ${names}. Groups can change which modules you can open.`,
      other: `An admin took you out of the groups ${names}. Groups can change which modules you can open.`,
    });
  }
  return t`An admin changed the groups you are in.`;
}

const accountSentences: Partial<Record<AuditAction, MessageDescriptor>> = {
  'user.create': msg`An admin made your Sparked account.`,
  'user.deactivate': msg`An admin turned your account off, so you cannot sign in with it for now.`,
  'user.reactivate': msg`An admin turned your account back on, so you can sign in again.`,
  'user.password-reset': msg`An admin sent you an email with a link to choose a new password.`,
};

/** The role an admin gave, inside "An admin made your account …". */
function roleSentence(role: string): string {
  if (role === 'student') return t`An admin made your account a student account.`;
  if (role === 'facilitator') return t`An admin made your account a facilitator account.`;
  if (role === 'educator') return t`An admin made your account an educator account.`;
  if (role === 'admin') return t`An admin made your account an admin account.`;
  return t`An admin changed your account’s role.`;
}

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
  if (action === 'wallet.grant' && wallet && walletNames.includes(wallet)) {
    const change = amountOf(after) - amountOf(before);
    const amount = formatWalletAmount(Math.abs(change), wallet);
    const now = amountOf(after);
    return change >= 0
      ? t`An admin added ${amount}; you now have ${now}.`
      : t`An admin took away ${amount}; you now have ${now}.`;
  }
  if (action === 'user.role' && typeof after?.role === 'string') return roleSentence(after.role);
  if (action === 'user.tag.add' || action === 'user.tag.remove')
    return describeTagChange(action, before, after);
  const sentence = accountSentences[action];
  return sentence ? i18n._(sentence) : t`An admin changed your account.`;
}
