// Teachers' classes: the list, a class's settings and join code, its roster and progress grid.
export { type ClassChange, useClassChange, useCreateClass } from './api/class-changes';
export {
  type ClassListFilter,
  classesPageSize,
  classKeys,
  classListQueryOptions,
  classProgressQueryOptions,
  classQueryOptions,
  educatorOverviewQueryOptions,
  rosterQueryOptions,
} from './api/class-queries';
export {
  type ReferralCode,
  referralCodesQueryOptions,
  useReferralCodeChange,
} from './api/referral-codes';
export {
  type Roster,
  type RosterChange,
  type RosterImport,
  useRosterChange,
} from './api/roster-changes';
export { attentionText, daysSince } from './model/attention';
export { joinModeLabel, joinModeOptions } from './model/join-modes';
