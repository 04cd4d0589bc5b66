import { randomUUID } from 'node:crypto';
import {
  type PurchaseRequest,
  type PurchaseResponse,
  type StoreCategoryFields,
  type StoreItemFields,
  type TokenStoreResponse,
  walletLabels,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound } from '../../http/errors';
import { type AuditActor, saveAudited } from '../core/audit-log';
import { InsufficientBalanceError, type WalletBook, type WalletChange } from '../wallets';
import { type ItemRow, storeRepository as repository, toStoreItem } from './repository';
import { insufficientBalance } from './shortfall';

const notInStore = () => notFound('This item is not in the store.');

export function createStoreService(deps: { db: Database; book: WalletBook }) {
  const { db, book } = deps;

  /** The refusal when a purchase would pass what one user may own. */
  function limitReached(item: ItemRow, limit: number | null): AppError {
    const message = item.quantityApplies
      ? `You can own at most ${limit} of ${item.name}; you cannot buy that many more.`
      : `You already own ${item.name}.`;
    return new AppError(409, 'limit_reached', message);
  }

  /** Debits the price and credits what the item grants, as ledger entries of the purchase. */
  async function pay(
    tx: Database,
    userId: string,
    item: ItemRow,
    quantity: number,
    ids: { purchaseId: string; idempotencyKey: string | null },
  ) {
    const entry = {
      kind: 'purchase' as const,
      reference: `purchases:${ids.purchaseId}`,
      idempotencyKey: ids.idempotencyKey,
    };
    const cost = item.price * quantity;
    const changes: WalletChange[] = [];
    if (cost > 0)
      changes.push({
        ...entry,
        wallet: item.currency,
        delta: -cost,
        reason: `Bought ${quantity} × ${item.name}`,
      });
    if (item.grantsWallet !== null && item.grantsAmount !== null)
      changes.push({
        ...entry,
        wallet: item.grantsWallet,
        delta: item.grantsAmount * quantity,
        reason: `From ${quantity} × ${item.name}`,
      });
    try {
      return (await book.apply(tx, userId, changes)).balances;
    } catch (error) {
      if (!(error instanceof InsufficientBalanceError)) throw error;
      throw await insufficientBalance(
        tx,
        error,
        `${item.name} costs ${cost} ${walletLabels[error.wallet]} and you have ${error.balance}. Earn ${cost - error.balance} more to buy it.`,
      );
    }
  }

  async function checkCategory(categoryId: string) {
    if (!(await repository.categoryExists(db, categoryId)))
      throw new AppError(400, 'validation_failed', 'categoryId is not a store category.');
  }

  /** Creates an item (no id) or changes one, with its audit row in the same transaction. */
  async function saveItem(actor: AuditActor, id: string | null, item: StoreItemFields) {
    try {
      const row = await saveAudited(db, actor, {
        id,
        find: repository.item,
        write: (tx, existing) =>
          existing ? repository.updateItem(tx, existing, item) : repository.insertItem(tx, item),
        actions: { create: 'store.item.create', update: 'store.item.update' },
        kind: 'store-item',
        missing: 'There is no store item with that id.',
      });
      const owned = id ? await repository.ownedBy(db, actor.id, [row.id]) : new Map();
      return toStoreItem(row, owned.get(row.id) ?? 0);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(409, 'conflict', 'Another item sells this avatar part already.');
      throw error;
    }
  }

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
    async purchase(
      tx: Database,
      userId: string,
      itemId: string,
      request: PurchaseRequest,
      idempotencyKey: string | null,
    ): Promise<PurchaseResponse['data']> {
      const item = await repository.item(tx, itemId);
      if (!item?.active) throw notInStore();
      if (item.categoryId !== request.category_id)
        throw new AppError(
          400,
          'validation_failed',
          'category_id is not the category of this item.',
        );
      const quantity = request.quantity ?? 1;
      if (!item.quantityApplies && quantity > 1)
        throw new AppError(
          400,
          'validation_failed',
          `${item.name} is owned once; buy it without a quantity.`,
        );

      // The debit comes first: it is the lock every purchase of this user queues on, and a
      // purchase that cannot be paid for then fails at once instead of after more work.
      const purchaseId = randomUUID();
      const wallets = await pay(tx, userId, item, quantity, { purchaseId, idempotencyKey });
      if (item.stock !== null && !(await repository.takeStock(tx, itemId, quantity)))
        throw new AppError(
          409,
          'out_of_stock',
          item.stock === 0
            ? `${item.name} is sold out.`
            : `Only ${item.stock} of ${item.name} are left; buy fewer.`,
        );
      const limit = item.quantityApplies ? item.perUserLimit : 1;
      const owned = await repository.recordPurchase(
        tx,
        {
          id: purchaseId,
          userId,
          itemId,
          quantity,
          unitPrice: item.price,
          currency: item.currency,
        },
        limit,
      );
      if (owned === null) throw limitReached(item, limit);
      return { itemId, quantity, owned, wallets };
    },

    /** Every item, inactive ones too, with what `userId` (the admin asking) owns. */
    async allItems(userId: string) {
      const [items, owned] = await Promise.all([
        repository.items(db, { activeOnly: false }),
        repository.ownedBy(db, userId),
      ]);
      return items.map((item) => toStoreItem(item, owned.get(item.id) ?? 0));
    },

    categories: () => repository.categories(db),

    /** Creates a category (no id) or changes one; a slug in use is a 409. */
    async saveCategory(actor: AuditActor, id: string | null, fields: StoreCategoryFields) {
      try {
        return await saveAudited(db, actor, {
          id,
          find: repository.category,
          write: (tx, existing) =>
            existing
              ? repository.updateCategory(tx, existing, fields)
              : repository.insertCategory(tx, fields),
          actions: { create: 'store.category.create', update: 'store.category.update' },
          kind: 'store-category',
          missing: 'There is no store category with that id.',
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError(409, 'conflict', `Another category has the slug “${fields.slug}”.`);
        throw error;
      }
    },

    /** A new item: nobody owns it yet. */
    async createItem(actor: AuditActor, item: StoreItemFields) {
      await checkCategory(item.categoryId);
      return saveItem(actor, null, item);
    },

    /** Changes an item; what the admin asking owns of it comes back with it. */
    async updateItem(actor: AuditActor, id: string, item: StoreItemFields) {
      await checkCategory(item.categoryId);
      return saveItem(actor, id, item);
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
