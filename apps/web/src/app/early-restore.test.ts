// @vitest-environment happy-dom
import { createSession } from '@sparked/features/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyAnswers } from './early-restore';
import { earlyRestoreScript } from './early-restore-script';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

/** The SSO as the document's script and the session see it; every request is recorded. */
function fakeSso(cookies: Record<string, string>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) === '/sso/cookie') return json({ data: { cookies } });
    if (String(input) === '/sso/auth/tokens/refresh')
      return json({ data: { accessToken: 'a2', refreshToken: 'r2' } });
    throw new TypeError(`No route for ${init.method} ${String(input)}`);
  });
  vi.stubGlobal('fetch', fetch);
  const requests = () => fetch.mock.calls.map(([input, init]) => `${String(input)} ${init?.body}`);
  return { requests };
}

/** Runs the document's inline script from its text, as the browser does. */
const runInlineScript = () => new Function(earlyRestoreScript())();

const setHint = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: sets the SSO's readable hint as the browser would
  document.cookie = `sphint=${value}; path=/`;
};

beforeEach(() => {
  sessionStorage.clear();
  setHint('1');
});

afterEach(() => {
  setHint('; expires=Thu, 01 Jan 1970 00:00:00 GMT');
  takeEarlyAnswers();
  vi.unstubAllGlobals();
});

describe('the document’s early restore', () => {
  it('reads the cookies and refreshes at once, and the session adopts both answers', async () => {
    const { requests } = fakeSso({ rftkn: 'r1' });
    runInlineScript();
    const session = createSession({ earlyAnswers: takeEarlyAnswers(), onAuthFailure: () => {} });

    await session.ensureTokens();
    expect(await session.refresh()).toBe(true);

    expect(session.getTokens()).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    // One restore, not two: the refresh token r1 is spent once.
    expect(requests()).toEqual([
      '/sso/cookie {"names":["actkn","rftkn"]}',
      '/sso/auth/tokens/refresh {"refreshToken":"r1"}',
    ]);
  });

  it('refreshes nothing when the access cookie is still there', async () => {
    const { requests } = fakeSso({ actkn: 'a1', rftkn: 'r1' });
    runInlineScript();
    const answers = takeEarlyAnswers() ?? [];

    expect(await answers[1]?.answer).toBeNull();
    expect(requests()).toEqual(['/sso/cookie {"names":["actkn","rftkn"]}']);
  });

  it('asks nothing for a signed-out visitor or a tab that holds its tokens', async () => {
    const { requests } = fakeSso({ rftkn: 'r1' });
    setHint('; expires=Thu, 01 Jan 1970 00:00:00 GMT');
    runInlineScript();
    setHint('1');
    sessionStorage.setItem('tokens', JSON.stringify({ accessToken: 'a1', refreshToken: 'r1' }));
    runInlineScript();

    expect(takeEarlyAnswers()).toBeUndefined();
    expect(requests()).toEqual([]);
  });
});
