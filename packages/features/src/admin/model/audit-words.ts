import { msg } from '@lingui/core/macro';
import type { AuditAction } from '@sparked/contracts';
import { translatedRecord } from '@sparked/i18n';

/**
 * Each change in the audit log, in the active language: in the log, its filter and the user's
 * own "admin activity" list. The CSV export keeps contracts' English `auditActionLabels`.
 */
export const auditActionNames = translatedRecord<AuditAction>({
  'user.create': msg`Account created`,
  'user.role': msg`Role changed`,
  'user.deactivate': msg`Account deactivated`,
  'user.reactivate': msg`Account reactivated`,
  'user.password-reset': msg`Password-reset link sent`,
  'user.tag.add': msg`Tag added`,
  'user.tag.remove': msg`Tag removed`,
  'tag.create': msg`Tag created`,
  'tag.update': msg`Tag changed`,
  'tag.delete': msg`Tag deleted`,
  'wallet.grant': msg`Wallet changed`,
  'store.category.create': msg`Store category added`,
  'store.category.update': msg`Store category changed`,
  'store.item.create': msg`Store item added`,
  'store.item.update': msg`Store item changed`,
  'reward.rule.create': msg`Reward rule added`,
  'reward.rule.update': msg`Reward rule changed`,
  'referral.generate': msg`Referral code made`,
  'referral.revoke': msg`Referral code revoked`,
  'certificate.revoke': msg`Certificate revoked`,
  'competition.create': msg`Competition added`,
  'competition.update': msg`Competition changed`,
  'lrs.connection.update': msg`Learning record store set`,
  'lrs.connection.clear': msg`Learning record store cleared`,
  'lrs.statement.retry': msg`Refused statement sent again`,
  'lrs.statement.discard': msg`Refused statement discarded`,
  'lti.platform.create': msg`LMS registered`,
  'lti.platform.update': msg`LMS registration changed`,
  'lti.platform.delete': msg`LMS registration removed`,
  'lti.platform.approve': msg`LMS registration approved`,
  'lti.account.link': msg`LMS account linked`,
});
