import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint';
import { endpointPath, mountedPath, pathParameterNames } from './endpoint-route';
import { endpoints } from './endpoints';

const entries = Object.entries(endpoints) as Array<[string, Endpoint]>;

describe('the endpoint table', () => {
  it('names each method and mounted path once', () => {
    const routes = entries.map(([, e]) => `${e.method} ${mountedPath(e)}`);
    expect(routes.length).toBe(new Set(routes).size);
  });

  it.each(entries)('%s: path parameters and the params schema name the same keys', (_, e) => {
    const declared = Object.keys(e.params?.shape ?? {}).sort();
    expect(pathParameterNames(e.path).sort()).toEqual(declared);
  });

  it.each(entries)(
    '%s: a body only where a body is sent, a response unless it is empty',
    (_, e) => {
      if (e.method === 'GET') expect(e.body).toBeUndefined();
      if (e.status === 204 || e.status === 302 || e.produces || e.socket)
        expect(e.response).toBeUndefined();
      else expect(e.response).toBeDefined();
      expect(e.summary.length).toBeGreaterThan(0);
      expect(e.tags.length).toBeGreaterThan(0);
    },
  );

  // A POST creates, joins, submits or moves value, so a repeat (a double click, a retry after a
  // lost answer) must not do it twice; PUT and DELETE repeat harmlessly. Keys belong to a user.
  it.each(entries)('%s: every signed-in POST honours an Idempotency-Key, nothing else', (_, e) => {
    expect(Boolean(e.idempotent)).toBe(e.method === 'POST' && e.auth !== 'public');
  });

  it('keeps the spec §7 paths to the letter', () => {
    const spec = [
      'POST /sso/auth/register/student',
      'POST /sso/auth/login',
      'POST /sso/cookie',
      'POST /sso/auth/tokens/refresh',
      'DELETE /sso/auth/logout',
      'GET /api/website/themes',
      'GET /tools-api/rewards/user-tags',
      'POST /tools-api/rewards',
      'GET /tools-api/wallets',
      'GET /tools-api/token-store',
      'GET /tools-api/token-store/avatar',
      'GET /tools-api/token-store/avatars',
      'POST /tools-api/token-store/avatar',
      'POST /tools-api/gpt/{kind}/assistants',
      'POST /tools-api/gpt/{kind}/assistants/{assistantSlug}',
      'GET /tools-api/gpt/{kind}/assistants/thread/{threadId}/run/{runId}',
      'GET /tools-api/gpt/{kind}/assistants/thread/{threadId}',
      'POST /tools-api/jira/user-issue',
      'POST /sparked-api/items/{id}/purchase',
      'GET /sparked-api/module-authors/{moduleId}/author',
    ];
    const routes = new Set(entries.map(([, e]) => `${e.method} ${mountedPath(e)}`));
    for (const route of spec) expect(routes, route).toContain(route);
  });

  it('denies by default: only sign-in, read-only checks and signed webhooks are public writes', () => {
    const publicWrites = entries
      .filter(([, e]) => e.auth === 'public' && e.method !== 'GET')
      .map(([name]) => name)
      .sort();
    expect(publicWrites).toEqual([
      'analyticsEvent',
      'cookie',
      // The way back in: the same answer for any address, and a token only the email holds.
      'forgotPassword',
      'login',
      'logout',
      // An LMS's browser: the launch is authenticated by the platform's signed id_token, the
      // login writes only a once-only nonce, and a launch's one-time code is the sign-in. The
      // deep linking return only relays the answer Sparked signed and kept for that request.
      'ltiDeepLinkReturn',
      'ltiLaunch',
      'ltiLoginForm',
      'ltiSession',
      'refreshTokens',
      'registerStudent',
      'resetPassword',
      // Authenticated by the provider's signature over the body, not by a user.
      'stripeWebhook',
      // Writes nothing: anyone holding a credential may check it.
      'verifyCredential',
    ]);
  });
});

describe('endpointPath', () => {
  it('fills and encodes path parameters', () => {
    expect(endpointPath(endpoints.currentModuleAuthor, { moduleId: 'a/b c' })).toBe(
      '/module-authors/a%2Fb%20c/author',
    );
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => endpointPath(endpoints.currentModuleAuthor)).toThrow(/moduleId/);
  });
});
