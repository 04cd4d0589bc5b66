import { domainPlugin } from '../core/platform';
import { registerRewards } from './register';
import { createRewardService, type RewardService } from './service';

export type { ActionGrant, RewardService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Grants rewards by their rules: learning, leagues, tickets and puzzles give through it. */
    rewards: RewardService;
  }
}

export const rewardsPlugin = domainPlugin(
  { name: 'rewards', dependencies: ['wallets'], publishes: true },
  (app, { db, now }) => {
    const rewards = createRewardService({ db, book: app.walletBook, now });
    app.decorate('rewards', rewards);
    registerRewards(app, { rewards });
  },
);
