import type { StoreItem } from '@sparked/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, ApiError, type RequestOptions } from '../../api-client';
import { type Wallets, walletKeys, walletsQueryOptions } from '../../wallet';
import { usePurchaseItem } from './purchase-item';
import { type TokenStore, tokenStoreKeys, tokenStoreQueryOptions } from './token-store';

afterEach(cleanup);

const categoryId = '00000000-0000-4000-8000-00000000000b';
const refill: StoreItem = {
  id: '00000000-0000-4000-8000-000000000001',
  categoryId,
  name: 'Energy refill',
  description: '',
  image: null,
  avatarPart: null,
  price: 10,
  currency: 'DIAMONDS',
  stock: 7,
  perUserLimit: null,
  quantityApplies: true,
  grants: null,
  active: true,
  owned: 0,
};
const walletsBefore: Wallets = {
  wallets: { ACHIEVEMENT_POINTS: 500, ENERGY: 3, DIAMONDS: 40, EXPERIENCE: 0 },
  replenish: { ENERGY: 900 },
  caps: { ENERGY: 5 },
};
const balancesAfter = { ...walletsBefore.wallets, DIAMONDS: 20 };
const store: TokenStore = {
  categories: [
    { id: categoryId, slug: 'power-ups', name: 'Power-ups', description: '', items: [refill] },
  ],
};

const ok = (data: unknown) => ({ success: true, status: 200, data });

/** A client answering the wallets, the store and a purchase (or refusing it). */
function setup(purchase: () => object) {
  const request = vi.fn(async (name: string, _options?: RequestOptions) => {
    if (name === 'wallets') return ok(walletsBefore);
    if (name === 'tokenStore') return ok(store);
    if (name === 'purchaseItem') return purchase();
    throw new Error(`No answer for ${name}.`);
  });
  const client = { request } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  // The wallet bar and the store stay mounted, so an invalidation would read them again at once.
  const { result } = renderHook(
    () => ({
      wallets: useQuery(walletsQueryOptions(client)),
      store: useQuery(tokenStoreQueryOptions(client)),
      purchase: usePurchaseItem(client),
    }),
    { wrapper },
  );
  const callsTo = (name: string) => request.mock.calls.filter(([called]) => called === name);
  return { result, queryClient, callsTo };
}

describe('usePurchaseItem', () => {
  it('writes the answered wallets and ownership into the cache without reading them again', async () => {
    const { result, queryClient, callsTo } = setup(() =>
      ok({ itemId: refill.id, quantity: 2, owned: 2, wallets: balancesAfter }),
    );
    await waitFor(() =>
      expect(result.current.wallets.isSuccess && result.current.store.isSuccess).toBe(true),
    );
    const readAt = queryClient.getQueryState(walletKeys.all)?.dataUpdatedAt;

    await act(() => result.current.purchase.purchase(refill, 2));

    expect(result.current.wallets.data?.wallets).toEqual(balancesAfter);
    // The refill countdown still runs from when its timer was read.
    expect(queryClient.getQueryState(walletKeys.all)?.dataUpdatedAt).toBe(readAt);
    expect(
      queryClient.getQueryData<TokenStore>(tokenStoreKeys.all)?.categories[0]?.items[0],
    ).toMatchObject({
      owned: 2,
      stock: 5,
    });
    expect(callsTo('wallets')).toHaveLength(1);
    expect(callsTo('tokenStore')).toHaveLength(1);
    expect(callsTo('purchaseItem')[0]?.[1]).toMatchObject({
      params: { id: refill.id },
      body: { category_id: categoryId, quantity: 2 },
      headers: { 'idempotency-key': expect.stringMatching(/^[0-9a-f-]{36}\.1$/) },
    });
  });

  it("rejects with the server's reason and reads the wallets and the store again", async () => {
    const { result, callsTo } = setup(() => ({
      status: 409,
      statusCode: 409,
      code: 'insufficient_balance',
      error: 'Energy refill costs 20 and you have 15.',
    }));
    await waitFor(() =>
      expect(result.current.wallets.isSuccess && result.current.store.isSuccess).toBe(true),
    );

    const refused = await act(() =>
      result.current.purchase.purchase(refill, 2).catch((error: unknown) => error),
    );

    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      code: 'insufficient_balance',
      message: 'Energy refill costs 20 and you have 15.',
    });
    await waitFor(() => expect(callsTo('wallets')).toHaveLength(2));
    await waitFor(() => expect(callsTo('tokenStore')).toHaveLength(2));
  });
});
