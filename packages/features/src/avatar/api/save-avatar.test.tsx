import type { UserAvatar } from '@sparked/contracts';
import { defaultAvatar } from '@sparked/ui/patterns/avatar';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api-client';
import { walletKeys } from '../../wallet';
import { toSavedAvatar } from '../model/saved-avatar';
import { avatarKeys } from './avatar-keys';
import { useSaveAvatar } from './save-avatar';

afterEach(cleanup);

const me = '00000000-0000-4000-8000-000000000001';
const other: UserAvatar = { userId: '00000000-0000-4000-8000-000000000002', avatar: null };
const saved = toSavedAvatar(defaultAvatar);

function setup(rewards: { wallet: string; amount: number }[]) {
  const request = vi.fn(async () => ({
    success: true,
    status: 200,
    data: { userId: me, avatar: saved, rewards },
  }));
  const client = { request } as unknown as ApiClient;
  const queryClient = new QueryClient();
  queryClient.setQueryData(avatarKeys.own(), { userId: me, avatar: null });
  queryClient.setQueryData(avatarKeys.batch([me, other.userId]), [
    { userId: me, avatar: null },
    other,
  ]);
  queryClient.setQueryData(walletKeys.all, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSaveAvatar(client), { wrapper });
  return { result, queryClient };
}

describe('useSaveAvatar', () => {
  it('writes the saved avatar wherever the user is cached, without reading it again', async () => {
    const { result, queryClient } = setup([]);
    await act(() => result.current.mutateAsync(defaultAvatar));

    const mine = { userId: me, avatar: saved };
    expect(queryClient.getQueryData(avatarKeys.own())).toEqual(mine);
    expect(queryClient.getQueryData(avatarKeys.user(me))).toEqual(mine);
    expect(queryClient.getQueryData(avatarKeys.batch([me, other.userId]))).toEqual([mine, other]);
    expect(queryClient.getQueryState(avatarKeys.own())?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(walletKeys.all)?.isInvalidated).toBe(false);
  });

  it('reads the wallets again when the save earned a reward', async () => {
    const { result, queryClient } = setup([{ wallet: 'ACHIEVEMENT_POINTS', amount: 50 }]);
    await act(() => result.current.mutateAsync(defaultAvatar));

    expect(queryClient.getQueryState(walletKeys.all)?.isInvalidated).toBe(true);
  });
});
