import type { PurchaseResponse, StoreItem } from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { walletKeys, writeBalances } from '../../wallet';
import { purchaseBody } from '../model/purchase-request';
import { withPurchase } from '../model/store-cache';
import { type TokenStore, tokenStoreKeys } from './token-store';

export type Purchase = PurchaseResponse['data'];

export type PurchaseAttempt = {
  item: Pick<StoreItem, 'id' | 'categoryId'>;
  /** Units to buy; left out for things owned once. */
  quantity?: number;
};

/** Buys an item; rejects with an ApiError carrying the server's reason (`insufficient_balance`, …). */
export async function purchaseItem(client: ApiClient, attempt: PurchaseAttempt): Promise<Purchase> {
  const { data } = await callEndpoint(client, 'purchaseItem', {
    params: { id: attempt.item.id },
    body: purchaseBody(attempt.item, attempt.quantity),
  });
  return data;
}

/**
 * The purchase mutation: a press of Buy repeated while it runs buys once, and a retry after a lost
 * answer carries the same Idempotency-Key, so it cannot buy twice either. The answer
 * carries the new state, so ownership, stock and the wallets are written into the cache without
 * reading them again; a refusal usually means they changed elsewhere, so then both are re-read.
 */
export function usePurchaseItem(client: ApiClient) {
  const queryClient = useQueryClient();
  const mutation = useIntentMutation(client, {
    mutationFn: (attempt: PurchaseAttempt, client) => purchaseItem(client, attempt),
    onSuccess: (purchase) => {
      queryClient.setQueryData<TokenStore>(tokenStoreKeys.all, (store) =>
        store ? withPurchase(store, purchase) : store,
      );
      return writeBalances(queryClient, purchase.wallets);
    },
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tokenStoreKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
  const purchase = (item: PurchaseAttempt['item'], quantity?: number) =>
    mutation.mutateAsync({ item, quantity });
  return { ...mutation, purchase };
}
