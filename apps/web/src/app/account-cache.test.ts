import type { Session, SessionSnapshot } from '@sparked/features/session';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clearCacheOnAccountChange } from './account-cache';

/** The two calls the cache needs from a session, with the snapshot set by the test. */
function fakeSession() {
  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot = { claims: null, loggingOut: false };
  const session = {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Session;
  const signInAs = (id: string | null) => {
    snapshot = {
      claims: id ? ({ id } as SessionSnapshot['claims']) : null,
      loggingOut: false,
    };
    for (const listener of listeners) listener();
  };
  return { session, signInAs };
}

describe('clearCacheOnAccountChange', () => {
  it('empties the cache when another account signs in, and when the account signs out', () => {
    const { session, signInAs } = fakeSession();
    const queryClient = new QueryClient();
    clearCacheOnAccountChange(session, queryClient);
    signInAs('ada');
    queryClient.setQueryData(['wallets'], { DIAMONDS: 5 });
    signInAs('grace');
    expect(queryClient.getQueryData(['wallets'])).toBeUndefined();
    queryClient.setQueryData(['wallets'], { DIAMONDS: 9 });
    signInAs(null);
    expect(queryClient.getQueryData(['wallets'])).toBeUndefined();
  });

  it('keeps the cache when the same account only gets fresh tokens', () => {
    const { session, signInAs } = fakeSession();
    const queryClient = new QueryClient();
    clearCacheOnAccountChange(session, queryClient);
    signInAs('ada');
    queryClient.setQueryData(['wallets'], { DIAMONDS: 5 });
    signInAs('ada');
    expect(queryClient.getQueryData(['wallets'])).toEqual({ DIAMONDS: 5 });
  });
});
