// The admin console: users, user tags and the audit log. Queries and changes are
// apart, so a route's loader does not bring the mutation machinery with it.
export {
  type TagChange,
  type UserChange,
  useBulkUserChange,
  useSendPasswordReset,
  useTagChange,
  useUserChange,
  useUserImport,
  useWalletGrant,
} from './api/admin-changes';
export {
  type AuditSearch,
  adminKeys,
  auditExport,
  auditQueryOptions,
  ledgerPageSize,
  managedTagsQueryOptions,
  ownAdminActivityQueryOptions,
  type UserListSearch,
  userLedgerQueryOptions,
  userQueryOptions,
  usersQueryOptions,
} from './api/admin-queries';
export { useRewardRuleSave, useStoreCategorySave, useStoreItemSave } from './api/economy-changes';
export {
  economyKeys,
  rewardRulesQueryOptions,
  storeCategoriesQueryOptions,
  storeItemsQueryOptions,
} from './api/economy-queries';
export { TagBadges } from './components/tag-badges';
export { describeForAccountHolder } from './model/account-holder-words';
export { auditActionNames } from './model/audit-words';
export { tagColourLabels, userRoleLabels, userStatusLabels } from './model/user-words';
