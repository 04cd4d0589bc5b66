import { randomUUID } from 'node:crypto';
import { type PurchaseRequest, type PurchaseResponse, walletLabels } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { InsufficientBalanceError, type WalletBook, type WalletChange } from '../wallets';
import { type ItemRow, storeRepository as repository } from './repository';
import { insufficientBalance } from './shortfall';

const notInStore = () => notFound('This item is not in the store.');

/** The refusal when a purchase would pass what one user may own. */
function limitReached(item: ItemRow, limit: number | null): AppError {
  const message = item.quantityApplies
    ? `You can own at most ${limit} of ${item.name}; you cannot buy that many more.`
    : `You already own ${item.name}.`;
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
      `${item.name} costs ${cost} ${walletLabels[error.wallet]} and you have ${error.balance}. Earn ${cost - error.balance} more to buy it.`,
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
    throw new AppError(400, 'validation_failed', 'category_id is not the category of this item.');
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
  const wallets = await pay(book, tx, userId, item, quantity, { purchaseId, idempotencyKey });
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
}
