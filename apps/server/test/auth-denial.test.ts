import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../src/modules/sso/signing-keys';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, registerStudent, type SignedIn } from './support/users';

let t: TestApp;
let session: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  session = await registerStudent(t.app);
});
afterAll(() => t.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Every endpoint that needs a signed-in user. */
const protectedEndpoints = [
  { method: 'GET', url: '/sso/auth/me' },
  { method: 'GET', url: '/sparked-api/module-authors/00000000-0000-4000-8000-000000000000/author' },
  { method: 'GET', url: '/tools-api/wallets' },
  { method: 'POST', url: '/tools-api/wallets/grants' },
  { method: 'POST', url: '/tools-api/rewards' },
  { method: 'GET', url: '/tools-api/token-store' },
  { method: 'POST', url: '/sparked-api/items/00000000-0000-4000-8000-000000000000/purchase' },
  { method: 'POST', url: '/tools-api/token-store/avatar' },
  { method: 'GET', url: '/tools-api/gpt/standard/assistants' },
  { method: 'POST', url: '/tools-api/gpt/standard/assistants/sparked-guide' },
  {
    method: 'GET',
    url: '/tools-api/gpt/help-desk/assistants/thread/00000000-0000-4000-8000-000000000000/run/00000000-0000-4000-8000-000000000000',
  },
  {
    method: 'GET',
    url: '/tools-api/gpt/help-desk/assistants/thread/00000000-0000-4000-8000-000000000000',
  },
  { method: 'GET', url: '/tools-api/help-desk/greeting' },
  { method: 'POST', url: '/tools-api/help-desk/threads/push' },
  { method: 'GET', url: '/tools-api/help-desk/threads/00000000-0000-4000-8000-000000000000' },
  { method: 'POST', url: '/tools-api/jira/user-issue' },
  { method: 'GET', url: '/tools-api/jira/user-issues' },
  { method: 'GET', url: '/tools-api/jira/tickets' },
  { method: 'GET', url: '/tools-api/jira/tickets/HELP-1' },
  { method: 'PUT', url: '/tools-api/jira/tickets/HELP-1/status' },
  { method: 'GET', url: '/tools-api/jira/attachments/00000000-0000-4000-8000-000000000000' },
] as const;

async function forgedTokens() {
  const keys = await loadSigningKeys(t.database.db);
  const [header, payload, signature] = session.accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
  const sign = (body: object, audience = 'sparked') =>
    new SignJWT({ ...body })
      .setProtectedHeader({ alg: 'EdDSA', kid: keys.kid })
      .setAudience(audience)
      .sign(keys.privateKey);
  return {
    expired: await sign({
      ...claims,
      iat: claims.iat - 3600,
      exp: Math.floor(Date.now() / 1000) - 60,
    }),
    tampered: `${header}.${b64({ ...claims, user_role: 'admin' })}.${signature}`,
    algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
    hmac: `${b64({ alg: 'HS256', typ: 'JWT', kid: keys.kid })}.${payload}.${signature}`,
    wrongAudience: await sign(claims, 'another-service'),
    garbage: 'not-a-token',
  };
}

describe('every protected endpoint denies bad tokens', () => {
  it('accepts the genuine token (the control)', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/sso/auth/me',
      headers: bearer(session.accessToken),
    });
    expect(me.statusCode).toBe(200);
  });

  for (const endpoint of protectedEndpoints) {
    it(`${endpoint.method} ${endpoint.url} without a token → 401`, async () => {
      const response = await t.app.inject(endpoint);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    });

    it(`${endpoint.method} ${endpoint.url} with expired, tampered, alg:none, HMAC, foreign-audience or garbage tokens → 401`, async () => {
      const tokens = await forgedTokens();
      for (const [kind, token] of Object.entries(tokens)) {
        const response = await t.app.inject({ ...endpoint, headers: bearer(token) });
        expect(response.statusCode, kind).toBe(401);
      }
    });
  }

  it('analytics accepts anonymous page views but refuses a forged token', async () => {
    const payload = { name: 'page_view', path: '/ai-competition', title: 'AI Competition' };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/analytics/events', payload });
    expect(anonymous.statusCode).toBe(202);
    const { tampered } = await forgedTokens();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload,
      headers: bearer(tampered),
    });
    expect(forged.statusCode).toBe(401);
  });
});
