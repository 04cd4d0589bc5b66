import { type TokenStoreResponse, tokenStoreResponseSchema } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, validateResult } from '../../api-client';

export const tokenStoreKeys = { all: ['token-store'] as const };

export type TokenStore = TokenStoreResponse['data'];

export async function fetchTokenStore(client: ApiClient): Promise<TokenStore> {
  const result = validateResult(await client.request('tokenStore'), tokenStoreResponseSchema);
  if (!result.success) throw new Error(result.error);
  return result.data;
}

/** The store's categories and items, with how many of each the signed-in user owns. */
export const tokenStoreQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: tokenStoreKeys.all,
    queryFn: () => fetchTokenStore(client),
  });
