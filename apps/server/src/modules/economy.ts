import { apiPrefixes } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Guards } from '../http/authenticate';
import { createIdempotency } from '../http/idempotency';
import { avatarRoutes } from './avatars/routes';
import { createAvatarService } from './avatars/service';
import { rewardRoutes } from './rewards/routes';
import { createRewardService } from './rewards/service';
import { purchaseRoutes, tokenStoreRoutes } from './store/routes';
import { createStoreService } from './store/service';
import { createWalletRepository } from './wallets/repository';
import { walletRoutes } from './wallets/routes';
import { createWalletService } from './wallets/service';
import { createWalletBook } from './wallets/wallet-book';

/** Wallets, rewards, the store and avatars (issue 5, decision 0003), wired over one wallet book. */
export async function registerEconomy(
  app: FastifyInstance,
  deps: { db: Database; guards: Guards; config: Config; now?: () => Date },
) {
  const { db, guards } = deps;
  const now = deps.now ?? (() => new Date());
  const book = createWalletBook(deps.config.refills, now);
  const idempotency = createIdempotency(db);
  const rewards = createRewardService({ db, book, now });
  const store = createStoreService({ db, book });
  const wallets = createWalletService({ db, book, repository: createWalletRepository(db) });
  const avatars = createAvatarService({ db, rewards, log: app.log });

  const tools = { prefix: apiPrefixes.tools };
  await app.register(walletRoutes({ service: wallets, guards }), tools);
  await app.register(rewardRoutes({ service: rewards, guards, idempotency }), tools);
  await app.register(tokenStoreRoutes({ service: store, guards }), tools);
  await app.register(avatarRoutes({ service: avatars, guards }), tools);
  await app.register(purchaseRoutes({ service: store, guards, idempotency }), {
    prefix: apiPrefixes.sparked,
  });
  // The help desk grants its ticket reward and charges assistants through these (decision 0005).
  return { rewards, book };
}
