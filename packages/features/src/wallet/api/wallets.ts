import type { WalletLedgerResponse, WalletsResponse } from '@sparked/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { walletRefetchDelay } from '../model/refresh-schedule';

/**
 * After anything that moves a balance: `writeBalances` when the answer has them, else invalidate
 * `all`, which takes the history along.
 */
export const walletKeys = {
  all: ['wallets'] as const,
  history: (offset: number) => [...walletKeys.all, 'history', offset] as const,
};

/** How many wallet-history rows a page shows at a time. */
export const walletHistoryPageSize = 10;

export type Wallets = WalletsResponse['data'];

export async function fetchWallets(client: ApiClient): Promise<Wallets> {
  return (await callEndpoint(client, 'wallets')).data;
}

/**
 * The signed-in user's balances and refill timers. The user's own actions write or invalidate
 * them; what the server pays by itself (prizes at a competition's close or a league week's end)
 * shows when the soonest refill or the next check is due, and whenever the page becomes visible
 * again, the moment a student comes back to the tab, stale or not.
 */
export const walletsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: walletKeys.all,
    queryFn: () => fetchWallets(client),
    refetchInterval: (query) => walletRefetchDelay(query.state.data?.replenish),
    refetchOnWindowFocus: 'always',
  });

/** The signed-in user's own wallet history, newest first, each change said in words. */
export const walletHistoryQueryOptions = (client: ApiClient, offset: number) =>
  queryOptions({
    queryKey: walletKeys.history(offset),
    queryFn: async (): Promise<WalletLedgerResponse['data']> =>
      (
        await callEndpoint(client, 'walletLedger', {
          query: { offset, limit: walletHistoryPageSize },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
