import type { TokenStoreResponse } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

export const tokenStoreKeys = { all: ['token-store'] as const };

export type TokenStore = TokenStoreResponse['data'];

export async function fetchTokenStore(client: ApiClient): Promise<TokenStore> {
  return (await callEndpoint(client, 'tokenStore')).data;
}

/** The store's categories and items, with how many of each the signed-in user owns. */
export const tokenStoreQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: tokenStoreKeys.all,
    queryFn: () => fetchTokenStore(client),
  });
