import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../create-session';
import { SessionProvider, useSession } from './session-provider';

const base64Url = (text: string) => btoa(text).replace(/=+$/, '');
const claims = {
  id: 'u1',
  email: 'u1@example.test',
  user_role: 'admin',
  iat: 1,
  exp: 9_999_999_999,
};
const accessToken = `${base64Url('{}')}.${base64Url(JSON.stringify(claims))}.sig`;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('useSession', () => {
  it('renders the snapshot and re-renders when the session signs in', async () => {
    const user = {
      id: 'u1',
      email: 'u1@example.test',
      firstName: 'A',
      lastName: 'B',
      role: 'admin',
    };
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ data: { accessToken, refreshToken: 'r', user } })),
    );
    const session = createSession({ fetch, onAuthFailure: () => {} });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SessionProvider session={session}>{children}</SessionProvider>
    );
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toMatchObject({ claims: null, loggingOut: false, session });

    await act(() => result.current.session.signIn({ email: 'u1@example.test', password: 'x' }));

    expect(result.current.claims).toEqual(claims);
  });

  it('says where it is missing a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSession())).toThrow(
      'useSession() must be used inside <SessionProvider>.',
    );
  });
});
