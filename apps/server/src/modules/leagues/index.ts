import { domainPlugin } from '../core/platform';
import { createBoardService } from './board-service';
import { createLeagueService, type LeagueService } from './league-service';
import { registerLeagues } from './register';

export { onBoards } from './board-repository';
export { ranked } from './league-rules';
export type { LeagueService } from './league-service';
export { shownName } from './shown-names';

declare module 'fastify' {
  interface FastifyInstance {
    /** Weekly leagues, which count a student's learning towards their week. */
    leagues: LeagueService;
  }
}

/** Weekly class leagues, closed by a scheduled job, and all-time leaderboards. */
export const leaguesPlugin = domainPlugin(
  { name: 'leagues', dependencies: ['rewards'], publishes: true },
  (app, { db, config, now, schedule }) => {
    const leagues = createLeagueService({
      db,
      rewards: app.rewards,
      now,
      // Two batches at once keep both cores busy; more gained nothing on a district and would take
      // more of the pool's ten connections from requests (decision 0042).
      closeInParallel: config.database.kind === 'postgres' ? 2 : 1,
    });
    app.decorate('leagues', leagues);
    registerLeagues(app, { leagues, boards: createBoardService({ db }) });
    schedule({
      name: 'leagues/close-weeks',
      cron: '* * * * *',
      run: () => leagues.closeDueWeeks(),
    });
  },
);
