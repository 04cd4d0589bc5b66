import type { WalletBalances } from '@sparked/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { withBalances } from '../model/wallet-cache';
import { type Wallets, walletKeys } from './wallets';

/**
 * Puts balances a mutation answered into the wallets query instead of reading them again; only
 * when the refill timers cannot be known from them (or nothing is cached) are the wallets re-read.
 */
export function writeBalances(queryClient: QueryClient, balances: WalletBalances): Promise<void> {
  const cached = queryClient.getQueryState<Wallets>(walletKeys.all);
  const next = cached?.data ? withBalances(cached.data, balances) : null;
  if (!cached || !next) return queryClient.invalidateQueries({ queryKey: walletKeys.all });
  // The refill countdown runs from when its timer was read, so that moment is kept.
  queryClient.setQueryData(walletKeys.all, next, { updatedAt: cached.dataUpdatedAt });
  return Promise.resolve();
}
