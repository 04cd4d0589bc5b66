// Competitions: landings, standings and registration; admins make and change them.
// The queries and the actions are apart, so a route's loader brings no mutation with it.
export { useCompetitionRegistration, useCompetitionSave } from './api/competition-actions';
export {
  competitionKeys,
  competitionQueryOptions,
  competitionStandingsQueryOptions,
  competitionsQueryOptions,
} from './api/competition-queries';
export { entryText, prizeLines } from './model/competition-words';
