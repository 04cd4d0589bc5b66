// Leagues and leaderboards: this week's class leagues and the all-time boards. The
// queries and the settings change are apart, so a route's loader brings no mutation with it.
export {
  type BoardScope,
  boardPageSize,
  boardQueryOptions,
  classLeagueQueryOptions,
  leagueKeys,
  leagueSettingsQueryOptions,
  myLeaguesQueryOptions,
} from './api/league-queries';
export { useLeagueSettingsChange } from './api/league-settings-change';
export {
  endsIn,
  lastResultText,
  movesText,
  neighbourTier,
  ordinal,
  tierName,
} from './model/league-words';
