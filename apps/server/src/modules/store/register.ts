import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { auditActorOf } from '../core/audit-log';
import { readerOf } from '../core/reader';
import { storeInReadersLanguage } from './seeded-texts';
import type { StoreService } from './service';

/** The store and its admin calls (tools API), and buying (Sparked API, spec §7). */
export function registerStore(app: FastifyInstance, deps: { db: Database; store: StoreService }) {
  const { db, store } = deps;

  app.endpoint(endpoints.tokenStore, async (context) => {
    const read = await readerOf(db, context);
    return { data: storeInReadersLanguage(await store.catalogue(context.user.id), read) };
  });

  app.endpoint(endpoints.storeItems, async ({ user }) => ({ data: await store.allItems(user.id) }));

  app.endpoint(endpoints.storeCategories, async () => ({ data: await store.categories() }));

  app.endpoint(endpoints.createStoreCategory, async ({ body, user, request }) => ({
    data: await store.saveCategory(auditActorOf(request, user.id), null, body),
  }));

  app.endpoint(endpoints.updateStoreCategory, async ({ params, body, user, request }) => ({
    data: await store.saveCategory(auditActorOf(request, user.id), params.id, body),
  }));

  app.endpoint(endpoints.createStoreItem, async ({ body, user, request }) => ({
    data: await store.createItem(auditActorOf(request, user.id), body),
  }));

  app.endpoint(endpoints.updateStoreItem, async ({ params, body, user, request }) => ({
    data: await store.updateItem(auditActorOf(request, user.id), params.id, body),
  }));

  /** Answers the wallets after the purchase; an Idempotency-Key repeats the first answer. */
  app.endpoint(endpoints.purchaseItem, async ({ params, body, user, transaction }) =>
    transaction(async (tx, key) => ({
      data: await store.purchase(tx, user.id, params.id, body, key),
    })),
  );
}
