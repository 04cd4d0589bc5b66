import { domainPlugin } from '../core/platform';
import { registerPuzzles } from './register';
import { createPuzzleService } from './service';

export const puzzlesPlugin = domainPlugin(
  { name: 'puzzles', dependencies: ['wallets', 'rewards'] },
  (app, { db, now }) =>
    registerPuzzles(app, {
      puzzles: createPuzzleService({ db, rewards: app.rewards, book: app.walletBook, now }),
    }),
);
