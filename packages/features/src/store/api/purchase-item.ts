import {
  idempotencyKeyHeader,
  type PurchaseResponse,
  purchaseResponseSchema,
  type StoreItem,
} from '@sparked/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, validateResult } from '../../api-client';
import { walletKeys } from '../../wallet';
import { purchaseBody } from '../model/purchase-request';
import { withOwned } from '../model/store-cache';
import { type TokenStore, tokenStoreKeys } from './token-store';

export type Purchase = PurchaseResponse['data'];

export type PurchaseAttempt = {
  item: Pick<StoreItem, 'id' | 'categoryId'>;
  /** Units to buy; left out for things owned once. */
  quantity?: number;
  /** One per attempt: a repeat of the same attempt can never buy twice. */
  idempotencyKey: string;
};

/** Buys an item; rejects with the server's sentence (not enough points, out of stock, …). */
export async function purchaseItem(client: ApiClient, attempt: PurchaseAttempt): Promise<Purchase> {
  const result = validateResult(
    await client.request('purchaseItem', {
      params: { id: attempt.item.id },
      body: purchaseBody(attempt.item, attempt.quantity),
      headers: { [idempotencyKeyHeader]: attempt.idempotencyKey },
    }),
    purchaseResponseSchema,
  );
  if (!result.success) throw new Error(result.error);
  return result.data;
}

/**
 * The purchase mutation. `purchase()` starts an attempt with a fresh Idempotency-Key; ownership
 * shows at once, and the store and the wallets are read again whatever the outcome, since a refusal
 * usually means they changed elsewhere.
 */
export function usePurchaseItem(client: ApiClient) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (attempt: PurchaseAttempt) => purchaseItem(client, attempt),
    onSuccess: (purchase) => {
      queryClient.setQueryData<TokenStore>(tokenStoreKeys.all, (store) =>
        store ? withOwned(store, purchase.itemId, purchase.owned) : store,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tokenStoreKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
  const purchase = (item: PurchaseAttempt['item'], quantity?: number) =>
    mutation.mutateAsync({ item, quantity, idempotencyKey: crypto.randomUUID() });
  return { ...mutation, purchase };
}
