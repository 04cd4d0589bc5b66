import type { PurchaseRequest, TokenStoreResponse } from '@sparked/contracts';
import type { Database } from '../../db/database';
import type { WalletBook } from '../wallets';
import { purchase } from './purchase';
import { storeRepository as repository, toStoreItem } from './repository';
import { createStoreAdmin } from './store-admin';

/** The token store as its routes use it: the catalogue, purchases, and the admins' side. */
export function createStoreService(deps: { db: Database; book: WalletBook }) {
  const { db, book } = deps;

  return {
    /** GET /token-store: categories with their active items and what the user owns of each. */
    async catalogue(userId: string): Promise<TokenStoreResponse['data']> {
      const [categories, items, owned] = await Promise.all([
        repository.categories(db),
        repository.items(db, { activeOnly: true }),
        repository.ownedBy(db, userId),
      ]);
      return {
        categories: categories.map(({ position: _position, ...category }) => ({
          ...category,
          items: items
            .filter((item) => item.categoryId === category.id)
            .map((item) => toStoreItem(item, owned.get(item.id) ?? 0)),
        })),
      };
    },
    /**
     * Debits the wallet, takes stock, records ownership and applies the item's effect, all in `tx`:
     * any refusal rolls everything back.
     */
    purchase: (
      tx: Database,
      userId: string,
      itemId: string,
      request: PurchaseRequest,
      idempotencyKey: string | null,
    ) => purchase(book, tx, userId, itemId, request, idempotencyKey),

    ...createStoreAdmin(deps),
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
