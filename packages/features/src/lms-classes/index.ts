// A class's LMS (LTI Advantage): grades sent back per student, and the roster brought in.
export {
  lmsClassKeys,
  lmsClassQueryOptions,
  useLmsRosterSync,
  useResendLmsScores,
} from './api/lms-class-queries';
export { ResendScores } from './components/resend-scores';
export { rosterSyncSummary } from './model/roster-sync-summary';
