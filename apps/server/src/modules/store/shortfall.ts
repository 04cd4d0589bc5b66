import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import type { InsufficientBalanceError } from '../wallets';
import { storeRepository } from './repository';

/**
 * The 409 for a debit the balance cannot cover, carrying when refills will cover it and whether
 * the store sells more, so the client can point somewhere instead of offering to try again.
 */
export async function insufficientBalance(
  db: Database,
  lack: InsufficientBalanceError,
  message: ServerMessage,
): Promise<AppError> {
  const error = new AppError(409, 'insufficient_balance', message);
  error.shortfall = {
    wallet: lack.wallet,
    needed: lack.needed,
    balance: lack.balance,
    ...(lack.enoughAt ? { enoughAt: lack.enoughAt.toISOString() } : {}),
    inStore: await storeRepository.sellsWallet(db, lack.wallet),
  };
  return error;
}
