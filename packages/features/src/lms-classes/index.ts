// A class's LMS (LTI Advantage): grades sent back per student, and the roster brought in.
export { lmsClassKeys, lmsClassQueryOptions, useLmsRosterSync } from './api/lms-class-queries';
export { rosterSyncSummary } from './model/roster-sync-summary';
