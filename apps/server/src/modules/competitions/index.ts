import { domainPlugin } from '../core/platform';
import { createCompetitionService } from './competition-service';
import { registerCompetitions } from './register';

export { assertCompetitionRunning } from './competition-running';

/** Competitions, closed and paid out by a scheduled job when they end. */
export const competitionsPlugin = domainPlugin(
  { name: 'competitions', dependencies: ['wallets'] },
  (app, { db, now, schedule }) => {
    const competitions = createCompetitionService({ db, book: app.walletBook, now });
    registerCompetitions(app, { db, competitions });
    schedule({
      name: 'competitions/close-ended',
      cron: '* * * * *',
      run: () => competitions.closeEnded(),
    });
  },
);
