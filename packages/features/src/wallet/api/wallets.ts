import { type WalletsResponse, walletsResponseSchema } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, validateResult } from '../../api-client';
import { walletRefetchDelay } from '../model/refresh-schedule';

/** Invalidate `walletKeys.all` after anything that moves a balance (purchase, claim, save). */
export const walletKeys = { all: ['wallets'] as const };

export type Wallets = WalletsResponse['data'];

export async function fetchWallets(client: ApiClient): Promise<Wallets> {
  const result = validateResult(await client.request('wallets'), walletsResponseSchema);
  if (!result.success) throw new Error(result.error);
  return result.data;
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
