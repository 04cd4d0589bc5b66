export { onBoards } from './board-repository';
export { ranked } from './league-rules';
export type { LeagueService } from './league-service';
export { registerLeagues } from './register';
export { shownName } from './shown-names';
