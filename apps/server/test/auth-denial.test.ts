import {
  allowedRoles,
  apiPrefixes,
  type Endpoint,
  endpointPath,
  endpoints,
  needsUser,
  userRoles,
} from '@sparked/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSigningKeys } from '../src/modules/core/signing-keys';
import { sampleParams } from './support/sample-params';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, createUser, registerStudent, type SignedIn, signIn } from './support/users';

let t: TestApp;
let session: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  session = await registerStudent(t.app);
});
afterAll(() => t.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Every operation of the table that needs a signed-in user, generated: a new entry is covered. */
const protectedEndpoints = (Object.entries(endpoints) as Array<[string, Endpoint]>)
  .filter(([, endpoint]) => needsUser(endpoint))
  .map(([name, endpoint]) => {
    const params = sampleParams(endpoint);
    return {
      name,
      endpoint,
      method: endpoint.method,
      url: `${apiPrefixes[endpoint.api]}${endpointPath(endpoint, params)}`,
    };
  });

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

  it('refuses a token once it has expired, though it was accepted before', async () => {
    const keys = await loadSigningKeys(t.database.db);
    const [, payload] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const token = await new SignJWT({ id: claims.id, email: claims.email, user_role: 'student' })
      .setProtectedHeader({ alg: 'EdDSA', kid: keys.kid })
      .setAudience('sparked')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(keys.privateKey);
    const me = () => t.app.inject({ method: 'GET', url: '/sso/auth/me', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect((await me()).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  for (const { name, method, url } of protectedEndpoints) {
    it(`${name}: ${method} ${url} without a token → 401`, async () => {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    });

    it(`${name}: expired, tampered, alg:none, HMAC, foreign-audience or garbage tokens → 401`, async () => {
      const tokens = await forgedTokens();
      for (const [kind, token] of Object.entries(tokens)) {
        const response = await t.app.inject({ method, url, headers: bearer(token) });
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

describe('every role-restricted operation refuses each lower role', () => {
  for (const { name, endpoint, method, url } of protectedEndpoints) {
    const roles = allowedRoles(endpoint);
    if (!roles) continue;
    const refused = userRoles.filter((role) => !roles.includes(role));
    it(`${name} (${roles.join(', ')}) refuses ${refused.join(', ')} with 403`, async () => {
      for (const role of refused) {
        const user = await createUser(t.database.db, role);
        const { accessToken } = await signIn(t.app, user.email);
        const response = await t.app.inject({ method, url, headers: bearer(accessToken) });
        expect(response.statusCode, role).toBe(403);
        expect(response.json()).toMatchObject({ statusCode: 403, code: 'forbidden' });
      }
    });
  }
});
