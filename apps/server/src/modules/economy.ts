import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createAvatarService, registerAvatars } from './avatars';
import { createRewardService, registerRewards } from './rewards';
import { createStoreService, registerStore } from './store';
import { createWalletBook, createWalletService, registerWallets } from './wallets';

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
