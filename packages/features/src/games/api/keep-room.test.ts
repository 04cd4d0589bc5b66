import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { walletKeys } from '../../wallet';
import { gameKeys } from './game-queries';
import { keepNewerRoom } from './keep-room';

const room = (serverTime: string, experience: number | null) => ({
  id: 'room-1',
  serverTime,
  seat: { experience },
});

/** A cache whose wallets were read, and whether they have been marked for a re-read since. */
function cacheWithWallets() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(walletKeys.all, { wallets: { EXPERIENCE: 10 } });
  const stale = () => queryClient.getQueryState(walletKeys.all)?.isInvalidated ?? false;
  return { queryClient, stale };
}

describe('keepNewerRoom', () => {
  it('re-reads the wallets when a game first shows the experience it gave', () => {
    const { queryClient, stale } = cacheWithWallets();
    keepNewerRoom(queryClient, room('2026-11-28T10:00:00Z', null));
    expect(stale()).toBe(false);
    keepNewerRoom(queryClient, room('2026-11-28T10:05:00Z', 18));
    expect(stale()).toBe(true);
  });

  it('re-reads them for the password game too, and not again for the same result', () => {
    const { queryClient, stale } = cacheWithWallets();
    const password = { id: 'room-2', serverTime: '2026-11-28T10:00:00Z', experience: 30 };
    keepNewerRoom(queryClient, password);
    expect(stale()).toBe(true);
    queryClient.setQueryData(walletKeys.all, { wallets: { EXPERIENCE: 40 } });
    keepNewerRoom(queryClient, { ...password, serverTime: '2026-11-28T10:01:00Z' });
    expect(stale()).toBe(false);
  });

  it('keeps the newer room when an older one arrives late', () => {
    const { queryClient } = cacheWithWallets();
    keepNewerRoom(queryClient, room('2026-11-28T10:05:00Z', 18));
    keepNewerRoom(queryClient, room('2026-11-28T10:00:00Z', null));
    expect(queryClient.getQueryData(gameKeys.room('room-1'))).toMatchObject({
      seat: { experience: 18 },
    });
  });
});
