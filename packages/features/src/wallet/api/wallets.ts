import type { WalletsResponse } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { walletRefetchDelay } from '../model/refresh-schedule';

/** After anything that moves a balance: `writeBalances` when the answer has them, else invalidate. */
export const walletKeys = { all: ['wallets'] as const };

export type Wallets = WalletsResponse['data'];

export async function fetchWallets(client: ApiClient): Promise<Wallets> {
  return (await callEndpoint(client, 'wallets')).data;
}

/**
 * The signed-in user's balances and refill timers, read again when the soonest refill lands or
 * after an hour (spec §4 "Wallet refresh").
 */
export const walletsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: walletKeys.all,
    queryFn: () => fetchWallets(client),
    refetchInterval: (query) => walletRefetchDelay(query.state.data?.replenish),
  });
