import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { registerAvatars } from './avatars/register';
import { createAvatarService } from './avatars/service';
import { registerRewards } from './rewards/register';
import { createRewardService } from './rewards/service';
import { registerStore } from './store/register';
import { createStoreService } from './store/service';
import { registerWallets } from './wallets/register';
import { createWalletService } from './wallets/service';
import { createWalletBook } from './wallets/wallet-book';

/**
 * Wallets, rewards, the store and avatars (decision 0003): their services share one
 * wallet book, so they are built here and each module registers its endpoints.
 */
export function registerEconomy(
  app: FastifyInstance,
  deps: { db: Database; config: Config; now?: () => Date },
) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const book = createWalletBook(deps.config.refills, now);
  const rewards = createRewardService({ db, book, now });
  const store = createStoreService({ db, book });

  registerWallets(app, { wallets: createWalletService({ db, book }) });
  registerRewards(app, { rewards });
  registerStore(app, { store });
  registerAvatars(app, { avatars: createAvatarService({ db, rewards, log: app.log }) });
  // The help desk grants its ticket reward and charges assistants through these (decision 0005).
  return { rewards, book };
}
