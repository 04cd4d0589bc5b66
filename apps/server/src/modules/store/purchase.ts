import { randomUUID } from 'node:crypto';
import type { PurchaseRequest, PurchaseResponse } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import { InsufficientBalanceError, type WalletBook, type WalletChange } from '../wallets';
import { type ItemRow, storeRepository as repository } from './repository';
import { insufficientBalance } from './shortfall';

const notInStore = () =>
  notFound(
    /*i18n*/ { id: 'store.this-item-is-not-in-the', message: 'This item is not in the store.' },
  );

/** The refusal when a purchase would pass what one user may own. */
function limitReached(item: ItemRow, limit: number | null): AppError {
  const message: ServerMessage = item.quantityApplies
    ? /*i18n*/ {
        id: 'store.own-at-most',
        message: 'You can own at most {limit} of {name}; you cannot buy that many more.',
        values: { limit: limit ?? 0, name: item.name },
      }
    : /*i18n*/ {
        id: 'store.already-own',
        message: 'You already own {name}.',
        values: { name: item.name },
      };
  return new AppError(409, 'limit_reached', message);
}

/** Debits the price and credits what the item grants, as ledger entries of the purchase. */
async function pay(
  book: WalletBook,
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
      /*i18n*/ {
        id: 'store.costs-more-than-you-have',
        message:
          '{name} costs {cost} {wallet, select, ACHIEVEMENT_POINTS {achievement points} ENERGY {energy} DIAMONDS {diamonds} EXPERIENCE {experience points} other {{wallet}}} and you have {balance}. Earn {more} more to buy it.',
        values: {
          name: item.name,
          cost,
          wallet: error.wallet,
          balance: error.balance,
          more: cost - error.balance,
        },
      },
    );
  }
}

/**
 * Debits the wallet, takes stock, records ownership and applies the item's effect, all in `tx`:
 * any refusal rolls everything back.
 */
export async function purchase(
  book: WalletBook,
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
      /*i18n*/ {
        id: 'store.category-id-is-not-the-category',
        message: 'category_id is not the category of this item.',
      },
    );
  const quantity = request.quantity ?? 1;
  if (!item.quantityApplies && quantity > 1)
    throw new AppError(
      400,
      'validation_failed',
      /*i18n*/ {
        id: 'store.is-owned-once-buy-it-without',
        message: '{name} is owned once; buy it without a quantity.',
        values: { name: item.name },
      },
    );

  // The debit comes first: it is the lock every purchase of this user queues on, and a
  // purchase that cannot be paid for then fails at once instead of after more work.
  const purchaseId = randomUUID();
  const wallets = await pay(book, tx, userId, item, quantity, { purchaseId, idempotencyKey });
  if (item.stock !== null && !(await repository.takeStock(tx, itemId, quantity)))
    throw new AppError(
      409,
      'out_of_stock',
      item.stock === 0
        ? /*i18n*/ {
            id: 'store.sold-out',
            message: '{name} is sold out.',
            values: { name: item.name },
          }
        : /*i18n*/ {
            id: 'store.only-some-left',
            message: 'Only {stock} of {name} are left; buy fewer.',
            values: { stock: item.stock, name: item.name },
          },
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
}
