import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api-client';
import { type Wallets, walletKeys } from '../../wallet';
import { useDailySignInReward } from './use-daily-sign-in-reward';

afterEach(cleanup);

const balancesAfter = { ACHIEVEMENT_POINTS: 10, ENERGY: 5, DIAMONDS: 0, EXPERIENCE: 5 };
const cachedWallets: Wallets = {
  wallets: { ACHIEVEMENT_POINTS: 0, ENERGY: 5, DIAMONDS: 0, EXPERIENCE: 5 },
  replenish: {},
  caps: { ENERGY: 5 },
};

function setup() {
  const request = vi.fn(async () => ({
    success: true,
    status: 200,
    data: {
      granted: true,
      rewards: [{ wallet: 'ACHIEVEMENT_POINTS', amount: 10 }],
      wallets: balancesAfter,
    },
  }));
  const client = { request } as unknown as ApiClient;
  const queryClient = new QueryClient();
  queryClient.setQueryData(walletKeys.all, cachedWallets);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrictMode>
  );
  return { client, request, queryClient, wrapper };
}

describe('useDailySignInReward', () => {
  it('claims once per visit, with an Idempotency-Key, and writes the answered balances', async () => {
    const { client, request, queryClient, wrapper } = setup();
    const first = renderHook(() => useDailySignInReward(client, 'u1'), { wrapper });
    first.unmount();
    renderHook(() => useDailySignInReward(client, 'u1'), { wrapper });

    await waitFor(() =>
      expect(queryClient.getQueryData<Wallets>(walletKeys.all)?.wallets).toEqual(balancesAfter),
    );
    expect(queryClient.getQueryState(walletKeys.all)?.isInvalidated).toBe(false);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('claimReward', {
      body: { referenceTable: 'daily_sign_in', referenceSelector: 'today' },
      headers: { 'idempotency-key': expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
  });

  it('waits for a signed-in user, and claims again after sign-out clears the cache', async () => {
    const { client, request, queryClient, wrapper } = setup();
    const { rerender } = renderHook(({ userId }) => useDailySignInReward(client, userId), {
      wrapper,
      initialProps: { userId: undefined as string | undefined },
    });
    expect(request).not.toHaveBeenCalled();

    rerender({ userId: 'u1' });
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    rerender({ userId: undefined });
    // Signing out clears the cache; the next sign-in is a new visit.
    queryClient.clear();
    rerender({ userId: 'u1' });
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });
});
