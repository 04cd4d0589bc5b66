// @vitest-environment happy-dom
import type { AccessTokenClaims } from '@sparked/contracts';
import { ApiError, unexpectedErrorMessage } from '@sparked/features/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type CreateSessionOptions, createSession } from './create-session';

type Route = (init: RequestInit) => Response | Promise<Response>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const rejected = () =>
  json({ statusCode: 401, code: 'unauthorized', error: 'Sign in again.' }, 401);

const base64Url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const nowSeconds = () => Math.floor(Date.now() / 1000);

function claims(overrides: Partial<AccessTokenClaims> = {}): AccessTokenClaims {
  return {
    id: 'u1',
    email: 'u1@example.test',
    user_role: 'student',
    iat: nowSeconds(),
    exp: nowSeconds() + 900,
    ...overrides,
  };
}

const token = (payload: AccessTokenClaims) =>
  `${base64Url('{"alg":"EdDSA"}')}.${base64Url(JSON.stringify(payload))}.sig`;

const headersOf = (init: RequestInit | undefined) => init?.headers as Record<string, string>;

/** A session over a fake server answering `METHOD /path` routes; others fail like the network. */
function setup(routes: Record<string, Route>, options: Partial<CreateSessionOptions> = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const route = routes[`${init.method} ${String(input)}`];
    if (!route) throw new TypeError(`No route for ${init.method} ${String(input)}`);
    return route(init);
  });
  const onAuthFailure = vi.fn();
  const session = createSession({ fetch, onAuthFailure, ...options });
  const calls = (key: string) =>
    fetch.mock.calls.filter(([input, init]) => `${init?.method} ${String(input)}` === key);
  return { session, fetch, calls, onAuthFailure };
}

const storeTokens = (accessToken: string, refreshToken = 'r1') =>
  sessionStorage.setItem('tokens', JSON.stringify({ accessToken, refreshToken }));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('ensureTokens', () => {
  const access = token(claims());
  const cookieRoute = () => json({ data: { cookies: { actkn: access, rftkn: 'r1' } } });

  it('asks the SSO for the cookies once when no access token is stored and stores them', async () => {
    const { session, calls } = setup({ 'POST /sso/cookie': cookieRoute });

    const results = await Promise.all([session.ensureTokens(), session.ensureTokens()]);

    expect(results).toEqual([
      { accessToken: access, refreshToken: 'r1' },
      { accessToken: access, refreshToken: 'r1' },
    ]);
    const [[, init] = []] = calls('POST /sso/cookie');
    expect(calls('POST /sso/cookie')).toHaveLength(1);
    expect(JSON.parse(String(init?.body))).toEqual({ names: ['actkn', 'rftkn'] });
    expect(headersOf(init).Authorization).toBeUndefined();
    expect(session.getTokens()).toEqual({ accessToken: access, refreshToken: 'r1' });
  });

  it('does not ask when an access token is already stored', async () => {
    storeTokens(access);
    const { session, fetch } = setup({ 'POST /sso/cookie': cookieRoute });

    expect(await session.ensureTokens()).toEqual({ accessToken: access, refreshToken: 'r1' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stores nothing when the SSO has no access cookie', async () => {
    const { session } = setup({ 'POST /sso/cookie': () => json({ data: { cookies: {} } }) });
    expect(await session.ensureTokens()).toBeNull();
    expect(sessionStorage.getItem('tokens')).toBeNull();
  });

  it('does not fetch tokens while logging out', async () => {
    let finishLogout: (response: Response) => void = () => {};
    const { session, calls } = setup({
      'POST /sso/cookie': cookieRoute,
      'DELETE /sso/auth/logout': () => new Promise((resolve) => (finishLogout = resolve)),
    });

    const loggingOut = session.logout();
    expect(await session.ensureTokens()).toBeNull();
    finishLogout(new Response(null, { status: 204 }));
    await loggingOut;

    expect(calls('POST /sso/cookie')).toHaveLength(0);
  });

  it('drops cookie tokens that arrive after logout started', async () => {
    let answerCookie: ((response: Response) => void) | undefined;
    const { session } = setup({
      'POST /sso/cookie': () => new Promise((resolve) => (answerCookie = resolve)),
      'DELETE /sso/auth/logout': () => new Response(null, { status: 204 }),
    });

    const ensuring = session.ensureTokens();
    await vi.waitFor(() => expect(answerCookie).toBeDefined());
    await session.logout();
    answerCookie?.(cookieRoute());

    expect(await ensuring).toBeNull();
    expect(session.getTokens()).toBeNull();
  });
});

describe('logout', () => {
  it('keeps the flag up during the call, then clears cookies and both storages', async () => {
    storeTokens(token(claims()), 'r1');
    localStorage.setItem('activeTheme', 'dark');
    // biome-ignore lint/suspicious/noDocumentCookie: sets a cookie the way page scripts do
    document.cookie = 'theme=dark; path=/';
    const seen: unknown[] = [];
    const { session, calls } = setup({
      'DELETE /sso/auth/logout': () => {
        seen.push(session.getSnapshot().loggingOut, session.getTokens()?.refreshToken);
        return new Response(null, { status: 204 });
      },
    });
    const listener = vi.fn();
    session.subscribe(listener);

    await session.logout();

    expect(seen).toEqual([true, 'r1']);
    const [[, init] = []] = calls('DELETE /sso/auth/logout');
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'r1' });
    expect(headersOf(init).Authorization).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(session.getSnapshot()).toEqual({ claims: null, loggingOut: false });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('signs out locally and resets the flag when the logout call fails', async () => {
    storeTokens(token(claims()));
    const { session } = setup({});

    await session.logout();

    expect(session.getTokens()).toBeNull();
    expect(session.getSnapshot().loggingOut).toBe(false);
  });

  it('resets the flag even when clearing storage throws', async () => {
    const brokenStorage = {
      clear: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const { session } = setup(
      { 'DELETE /sso/auth/logout': () => new Response(null, { status: 204 }) },
      { localStorage: brokenStorage },
    );

    await expect(session.logout()).rejects.toThrow('SecurityError');
    expect(session.getSnapshot().loggingOut).toBe(false);
  });
});

describe('refresh', () => {
  it('sends one request for parallel calls and stores the rotated pair', async () => {
    storeTokens(token(claims()), 'r1');
    const next = token(claims({ iat: nowSeconds() + 1 }));
    const { session, calls } = setup({
      'POST /sso/auth/tokens/refresh': async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json({ data: { accessToken: next, refreshToken: 'r2' } });
      },
    });

    expect(await Promise.all([session.refresh(), session.refresh(), session.refresh()])).toEqual([
      true,
      true,
      true,
    ]);
    expect(calls('POST /sso/auth/tokens/refresh')).toHaveLength(1);
    expect(session.getTokens()).toEqual({ accessToken: next, refreshToken: 'r2' });

    await session.refresh();
    const [, [, second] = []] = calls('POST /sso/auth/tokens/refresh');
    expect(JSON.parse(String(second?.body))).toEqual({ refreshToken: 'r2' });
  });

  it('lets the client repeat a 401 with the refreshed token', async () => {
    storeTokens(token(claims()), 'r1');
    const next = token(claims({ iat: nowSeconds() + 1 }));
    const { session } = setup({
      'POST /sso/auth/tokens/refresh': () =>
        json({ data: { accessToken: next, refreshToken: 'r2' } }),
      'GET /sso/auth/me': (init) =>
        headersOf(init).Authorization === `Bearer ${next}`
          ? json({ data: { id: 'u1' } })
          : rejected(),
    });

    expect(await session.client.request('me')).toEqual({
      success: true,
      status: 200,
      data: { id: 'u1' },
    });
  });

  it('drops a rejected pair and tells the app once when a request cannot recover', async () => {
    storeTokens(token(claims()), 'spent');
    const { session, onAuthFailure } = setup({
      'POST /sso/auth/tokens/refresh': rejected,
      'GET /sso/auth/me': rejected,
    });

    expect(await session.client.request('me')).toMatchObject({ status: 401 });
    expect(session.getTokens()).toBeNull();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('keeps the pair when the refresh fails for another reason, and skips it without a token', async () => {
    storeTokens(token(claims()), 'r1');
    const { session, fetch } = setup({});
    expect(await session.refresh()).toBe(false);
    expect(session.getTokens()?.refreshToken).toBe('r1');

    sessionStorage.clear();
    fetch.mockClear();
    expect(await session.refresh()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('one session per browser', () => {
  const access = token(claims());
  const clearCookies = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: sets the SSO's readable hint as the browser would
    document.cookie = 'sphint=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  };
  beforeEach(clearCookies);

  it('restores the session of another tab when the hint cookie is there', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: sets the SSO's readable hint as the browser would
    document.cookie = 'sphint=1; path=/';
    const { session } = setup({
      'POST /sso/cookie': () => json({ data: { cookies: { actkn: access, rftkn: 'r1' } } }),
    });

    await session.restore();

    expect(session.getSnapshot().claims?.id).toBe('u1');
    expect(JSON.parse(sessionStorage.getItem('tokens') ?? 'null')).toEqual({
      accessToken: access,
      refreshToken: 'r1',
    });
  });

  it('asks nothing for a visitor without the hint, and forgets a hint the cookies do not back', async () => {
    const { session, fetch } = setup({
      'POST /sso/cookie': () => json({ data: { cookies: {} } }),
    });
    await session.restore();
    expect(fetch).not.toHaveBeenCalled();

    // biome-ignore lint/suspicious/noDocumentCookie: sets the SSO's readable hint as the browser would
    document.cookie = 'sphint=1; path=/';
    await session.restore();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('sphint');
    expect(session.getClaims()).toBeNull();
  });

  it('refreshes with the refresh cookie once the access cookie has expired', async () => {
    const { session, calls } = setup({
      'POST /sso/cookie': () => json({ data: { cookies: { rftkn: 'r1' } } }),
      'POST /sso/auth/tokens/refresh': () =>
        json({ data: { accessToken: access, refreshToken: 'r2' } }),
    });

    expect((await session.resolveClaims())?.id).toBe('u1');
    const [[, init] = []] = calls('POST /sso/auth/tokens/refresh');
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'r1' });
    expect(session.getTokens()).toEqual({ accessToken: access, refreshToken: 'r2' });
    // Two round trips in front of the page's data, not three: the cookies just read are not read
    // again before the refresh (decision 0043).
    expect(calls('POST /sso/cookie')).toHaveLength(1);
  });

  it('takes up the pair another tab rotated instead of spending the stale refresh token', async () => {
    storeTokens(token(claims({ exp: nowSeconds() - 1 })), 'r1');
    const rotated = token(claims({ iat: nowSeconds() + 1 }));
    const { session, calls } = setup({
      'POST /sso/cookie': () => json({ data: { cookies: { actkn: rotated, rftkn: 'r2' } } }),
      'POST /sso/auth/tokens/refresh': rejected,
    });

    expect(await session.refresh()).toBe(true);
    expect(calls('POST /sso/auth/tokens/refresh')).toHaveLength(0);
    expect(session.getTokens()).toEqual({ accessToken: rotated, refreshToken: 'r2' });
  });

  it('refreshes with the newest refresh cookie when the rotated access token has expired too', async () => {
    storeTokens(token(claims({ exp: nowSeconds() - 1 })), 'r1');
    const { session, calls } = setup({
      'POST /sso/cookie': () => json({ data: { cookies: { rftkn: 'r2' } } }),
      'POST /sso/auth/tokens/refresh': () =>
        json({ data: { accessToken: access, refreshToken: 'r3' } }),
    });

    expect(await session.refresh()).toBe(true);
    const [[, init] = []] = calls('POST /sso/auth/tokens/refresh');
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'r2' });
  });
});

describe('the restore the document started (decision 0043)', () => {
  const access = token(claims());
  const refreshBody = (refreshToken: string) => JSON.stringify({ refreshToken });
  /** The document's answers: its cookie read, then its refresh (null when it made none). */
  const early = (cookies: Record<string, string>, refresh: Response | null) => [
    {
      url: '/sso/cookie',
      answer: Promise.resolve({
        body: '{"names":["actkn","rftkn"]}',
        response: json({ data: { cookies } }),
      }),
    },
    {
      url: '/sso/auth/tokens/refresh',
      // Settles after the session has read the cookies: it must wait for it, not send its own.
      answer: new Promise<{ body: string; response: Response } | null>((resolve) =>
        setTimeout(() => resolve(refresh && { body: refreshBody('r1'), response: refresh }), 20),
      ),
    },
  ];

  it('takes the document’s cookie read and refresh instead of asking again', async () => {
    const { session, fetch } = setup(
      { 'POST /sso/cookie': rejected, 'POST /sso/auth/tokens/refresh': rejected },
      {
        earlyAnswers: early(
          { rftkn: 'r1' },
          json({ data: { accessToken: access, refreshToken: 'r2' } }),
        ),
      },
    );

    expect((await session.resolveClaims())?.id).toBe('u1');
    expect(session.getTokens()).toEqual({ accessToken: access, refreshToken: 'r2' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is signed out, as before, when the SSO refused the document’s refresh, and never resends it', async () => {
    const { session, fetch } = setup(
      {
        'POST /sso/auth/tokens/refresh': () =>
          json({ data: { accessToken: access, refreshToken: 'r2' } }),
      },
      { earlyAnswers: early({ rftkn: 'r1' }, rejected()) },
    );

    expect(await session.resolveClaims()).toBeNull();
    expect(session.getTokens()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refreshes itself when the document found a live access cookie and refreshed nothing', async () => {
    const expiring = token(claims({ exp: nowSeconds() + 5 }));
    const { session, calls } = setup(
      {
        'POST /sso/auth/tokens/refresh': () =>
          json({ data: { accessToken: access, refreshToken: 'r2' } }),
      },
      { earlyAnswers: early({ actkn: expiring, rftkn: 'r1' }, null) },
    );

    expect((await session.resolveClaims())?.id).toBe('u1');
    const [[, init] = []] = calls('POST /sso/auth/tokens/refresh');
    expect(calls('POST /sso/auth/tokens/refresh')).toHaveLength(1);
    expect(init?.body).toBe(refreshBody('r1'));
  });
});

describe('claims', () => {
  it('decodes the stored access token and tells whether it is still valid', () => {
    const { session } = setup({});
    expect(session.getClaims()).toBeNull();
    expect(session.isAuthenticated()).toBe(false);

    storeTokens(token(claims()));
    expect(session.getClaims()).toEqual(claims());
    expect(session.isAuthenticated()).toBe(true);

    storeTokens(token(claims({ exp: nowSeconds() + 10 })));
    expect(session.getClaims()).not.toBeNull();
    expect(session.isAuthenticated()).toBe(false);

    storeTokens('not-a-token');
    expect(session.getClaims()).toBeNull();
  });

  it('keeps the snapshot object until the session changes', () => {
    storeTokens(token(claims()));
    const { session } = setup({});
    const first = session.getSnapshot();
    expect(session.getSnapshot()).toBe(first);
    storeTokens(token(claims({ email: 'other@example.test' })));
    expect(session.getSnapshot()).not.toBe(first);
    expect(session.getSnapshot().claims?.email).toBe('other@example.test');
  });

  it('resolves claims for a guard, refreshing an expired token first', async () => {
    storeTokens(token(claims({ exp: nowSeconds() - 1 })), 'r1');
    const fresh = claims({ iat: nowSeconds() + 1 });
    const { session } = setup({
      'POST /sso/auth/tokens/refresh': () =>
        json({ data: { accessToken: token(fresh), refreshToken: 'r2' } }),
    });
    expect(await session.resolveClaims()).toEqual(fresh);
  });

  it('resolves no claims when there is no usable session', async () => {
    const { session } = setup({
      'POST /sso/cookie': () => json({ data: { cookies: {} } }),
    });
    expect(await session.resolveClaims()).toBeNull();
  });
});

describe('signIn and registerStudent', () => {
  const user = {
    id: 'u1',
    email: 'u1@example.test',
    firstName: 'Ada',
    lastName: 'L',
    role: 'student',
  };

  it('stores the tokens of a successful sign-in and resolves them with the user', async () => {
    const access = token(claims());
    const { session, calls } = setup({
      'POST /sso/auth/login': () =>
        json({ data: { accessToken: access, refreshToken: 'r1', user } }),
    });
    const listener = vi.fn();
    session.subscribe(listener);

    const result = await session.signIn({ email: 'u1@example.test', password: 'secret' });

    expect(result).toEqual({ accessToken: access, refreshToken: 'r1', user });
    expect(session.getTokens()).toEqual({ accessToken: access, refreshToken: 'r1' });
    expect(session.getClaims()?.id).toBe('u1');
    expect(listener).toHaveBeenCalled();
    expect(headersOf(calls('POST /sso/auth/login')[0]?.[1]).Authorization).toBeUndefined();
  });

  it('stores nothing when registration answers checkEmail for a taken address', async () => {
    const { session } = setup({
      'POST /sso/auth/register/student': () => json({ data: { checkEmail: true } }, 201),
    });

    const registered = await session.registerStudent({
      firstName: 'Ada',
      lastName: 'L',
      email: 'u1@example.test',
      password: 'a long enough password',
    });

    expect(registered).toEqual({ checkEmail: true });
    expect(session.getTokens()).toBeNull();
    expect(session.isAuthenticated()).toBe(false);
  });

  it('rejects with an ApiError carrying the server error and its issues, and stores nothing', async () => {
    const body = {
      statusCode: 400,
      code: 'validation_failed',
      error: 'Check the highlighted fields.',
      issues: [{ path: 'password', message: 'Password must be at least 10 characters.' }],
    };
    const { session } = setup({ 'POST /sso/auth/register/student': () => json(body, 400) });

    const registering = session.registerStudent({
      firstName: 'Ada',
      lastName: 'L',
      email: 'u1@example.test',
      password: 'short',
    });

    await expect(registering).rejects.toBeInstanceOf(ApiError);
    await expect(registering).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Check the highlighted fields.',
      issues: body.issues,
    });
    expect(session.getTokens()).toBeNull();
  });

  it('reports a success body that breaks the contract as unexpected', async () => {
    const { session } = setup({
      'POST /sso/auth/login': () => json({ data: { accessToken: 'a' } }),
    });
    await expect(
      session.signIn({ email: 'u1@example.test', password: 'secret' }),
    ).rejects.toMatchObject({ code: 'invalid_response', message: unexpectedErrorMessage });
    expect(session.getTokens()).toBeNull();
  });
});

describe('startFromLaunch', () => {
  const user = {
    id: 'u1',
    email: 'u1@example.test',
    firstName: 'L',
    lastName: '',
    role: 'student',
  };

  it('exchanges the code once and keeps the tokens in memory where storage is denied', async () => {
    const access = token(claims());
    const denied = new Proxy({} as Storage, {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    const { session, calls } = setup(
      {
        'POST /sparked-api/lti/sessions': () =>
          json({ data: { accessToken: access, refreshToken: 'r1', user } }),
      },
      { storage: undefined, localStorage: undefined },
    );
    const originalDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, get: () => denied });
    try {
      const framed = setup({
        'POST /sparked-api/lti/sessions': () =>
          json({ data: { accessToken: access, refreshToken: 'r1', user } }),
      }).session;
      await framed.startFromLaunch('a-one-time-code-from-the-lms');
      expect(framed.isAuthenticated()).toBe(true);
      expect(framed.getTokens()).toEqual({ accessToken: access, refreshToken: 'r1' });
    } finally {
      if (originalDescriptor)
        Object.defineProperty(globalThis, 'sessionStorage', originalDescriptor);
    }

    await session.startFromLaunch('a-one-time-code-from-the-lms');
    const [[, init] = []] = calls('POST /sparked-api/lti/sessions');
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'a-one-time-code-from-the-lms' });
    expect(headersOf(init).Authorization).toBeUndefined();
    expect(JSON.parse(sessionStorage.getItem('tokens') ?? 'null')).toEqual({
      accessToken: access,
      refreshToken: 'r1',
    });
  });

  it('stores nothing when the code is spent', async () => {
    const { session } = setup({ 'POST /sparked-api/lti/sessions': rejected });
    await expect(session.startFromLaunch('a-spent-code-from-the-lms')).rejects.toMatchObject({
      status: 401,
    });
    expect(session.getTokens()).toBeNull();
  });
});
