import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../../e2e/smtp-capture.mjs';
import { refreshTokens, users } from '../src/db/schema';
import { hashToken } from '../src/modules/sso/token-hash';
import { createTestApp, type TestApp } from './support/test-app';
import {
  bearer,
  createUser,
  registerStudent,
  signIn,
  testPassword,
  uniqueEmail,
} from './support/users';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    REFRESH_REUSE_LEEWAY_SECONDS: '0',
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://sparked.example',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/sso/auth/tokens/refresh', payload: { refreshToken } });

describe('registration', () => {
  it('creates a student, signs them in and sets HttpOnly session cookies', async () => {
    const email = uniqueEmail('new');
    const response = await t.app.inject({
      method: 'POST',
      url: '/sso/auth/register/student',
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: email.toUpperCase(),
        password: testPassword,
      },
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.user).toMatchObject({ email, firstName: 'Ada', role: 'student' });
    expect(data.accessToken.split('.')).toHaveLength(3);
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cookies.actkn).toMatchObject({
      value: data.accessToken,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookies.rftkn).toMatchObject({ value: data.refreshToken, httpOnly: true, path: '/sso' });
    // The page may read that a session exists, never the session itself.
    expect(cookies.sphint).toMatchObject({ value: '1', path: '/' });
    expect(cookies.sphint?.httpOnly).toBeFalsy();
  });

  it('answers a taken email without saying so, makes nothing and emails the owner', async () => {
    const { user } = await registerStudent(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: '/sso/auth/register/student',
      payload: {
        firstName: 'X',
        lastName: 'Y',
        email: user.email.toUpperCase(),
        password: 'another long password',
      },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ data: { checkEmail: true } });
    expect(again.cookies).toEqual([]);
    expect(again.body).not.toMatch(/exist|taken|already/i);
    const accounts = await t.database.db.select({ email: users.email }).from(users);
    expect(accounts.filter((account) => account.email === user.email)).toHaveLength(1);
    // The owner's password is unchanged, and the owner hears of the attempt.
    await expect(signIn(t.app, user.email, 'another long password')).rejects.toThrow();
    const mail = await smtp.mailTo(user.email);
    expect(mail.subject).toBe('Someone tried to make a Sparked account with your email');
    expect(mail.text).toContain('Hi Test,');
    expect(mail.text).toContain('https://sparked.example/sign-in');
    expect(mail.text).toContain('https://sparked.example/forgot-password');
  });

  it('never lets a registration choose its role', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sso/auth/register/student',
      payload: {
        firstName: 'X',
        lastName: 'Y',
        email: uniqueEmail(),
        password: testPassword,
        role: 'admin',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });
});

describe('login', () => {
  it('signs in with the right password and returns the user with an EdDSA token', async () => {
    const { user } = await registerStudent(t.app);
    const session = await signIn(t.app, user.email);
    expect(session.user.id).toBe(user.id);
    const header = JSON.parse(
      Buffer.from(session.accessToken.split('.')[0] ?? '', 'base64url').toString(),
    );
    expect(header.alg).toBe('EdDSA');
    const claims = JSON.parse(
      Buffer.from(session.accessToken.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(claims).toMatchObject({
      id: user.id,
      email: user.email,
      user_role: 'student',
      aud: 'sparked',
    });
    expect(claims.exp - claims.iat).toBe(900);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { user } = await registerStudent(t.app);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/sso/auth/login',
      payload: { email: user.email, password: 'not the password' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/sso/auth/login',
      payload: { email: uniqueEmail('ghost'), password: 'not the password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
  });

  it('lets the owner in from their own address after a stranger failed ten times', async () => {
    const { user } = await registerStudent(t.app);
    const attempt = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/sso/auth/login',
        payload: { email: user.email, password },
        remoteAddress,
      });
    for (let i = 0; i < 10; i++)
      expect((await attempt('a stranger guessing', '203.0.113.7')).statusCode).toBe(401);
    const owner = await attempt(testPassword, '198.51.100.20');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.user.id).toBe(user.id);
    const stranger = await attempt(testPassword, '203.0.113.7');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error).toMatch(/Try again in \d+ seconds/);
  });
});

describe('cookie hand-over', () => {
  it('returns the session cookie values the browser holds', async () => {
    const session = await registerStudent(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/sso/cookie',
      cookies: session.cookies,
      payload: { names: ['actkn', 'rftkn'] },
    });
    expect(response.json()).toEqual({
      data: { cookies: { actkn: session.accessToken, rftkn: session.refreshToken } },
    });
  });

  it('returns no cookies to a browser without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sso/cookie',
      payload: { names: ['actkn', 'rftkn'] },
    });
    expect(response.json()).toEqual({ data: { cookies: {} } });
  });
});

describe('refresh rotation', () => {
  it('rotates: a refresh returns a new pair and the new access token works', async () => {
    const session = await registerStudent(t.app);
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.refreshToken).not.toBe(session.refreshToken);
    const me = await t.app.inject({
      method: 'GET',
      url: '/sso/auth/me',
      headers: bearer(data.accessToken),
    });
    expect(me.json().data.email).toBe(session.user.email);
  });

  it('treats reuse of a spent token as theft and revokes the whole family', async () => {
    const session = await registerStudent(t.app);
    const first = (await refresh(session.refreshToken)).json().data;
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    // The legitimate holder's newer token is revoked too.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });

  it('gives parallel tabs a few seconds of leeway', async () => {
    const lenient = await createTestApp({ REFRESH_REUSE_LEEWAY_SECONDS: '5' });
    try {
      const session = await registerStudent(lenient.app);
      const call = () =>
        lenient.app.inject({
          method: 'POST',
          url: '/sso/auth/tokens/refresh',
          payload: { refreshToken: session.refreshToken },
        });
      const [a, b] = await Promise.all([call(), call()]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const next = await lenient.app.inject({
        method: 'POST',
        url: '/sso/auth/tokens/refresh',
        payload: { refreshToken: b.json().data.refreshToken },
      });
      expect(next.statusCode).toBe(200);
    } finally {
      await lenient.close();
    }
  });

  it('rejects an unknown refresh token', async () => {
    const response = await refresh('not-a-real-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized', error: expect.any(String) });
  });
});

describe('logout', () => {
  it('revokes the refresh token and clears the session cookies, with no bearer token sent', async () => {
    const session = await registerStudent(t.app);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/sso/auth/logout',
      headers: { 'content-type': 'application/json' },
      cookies: session.cookies,
    });
    expect(response.statusCode).toBe(204);
    const cleared = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cleared.actkn?.value).toBe('');
    expect(cleared.rftkn?.value).toBe('');
    expect(cleared.sphint?.value).toBe('');
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('revokes the refresh token given in the body', async () => {
    const session = await registerStudent(t.app);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/sso/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(response.statusCode).toBe(204);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('current user and JWKS', () => {
  it('returns the signed-in user, with staff roles as stored', async () => {
    const admin = await createUser(t.database.db, 'admin');
    const session = await signIn(t.app, admin.email);
    const me = await t.app.inject({
      method: 'GET',
      url: '/sso/auth/me',
      headers: bearer(session.accessToken),
    });
    expect(me.json().data).toMatchObject({ id: admin.id, role: 'admin' });
  });

  it('publishes the Ed25519 public key and no private part', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sso/.well-known/jwks.json' });
    const [key] = response.json().keys;
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(key).not.toHaveProperty('d');
  });
});

describe('refresh races', () => {
  it('lets exactly one of many parallel uses of a token through, then revokes the family', async () => {
    const session = await registerStudent(t.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => refresh(session.refreshToken)),
    );
    const succeeded = results.filter((response) => response.statusCode === 200);
    expect(succeeded.length).toBeLessThanOrEqual(1);
    for (const response of succeeded) {
      expect((await refresh(response.json().data.refreshToken)).statusCode).toBe(401);
    }
  });

  it('refuses a sibling that a racing revocation of its family missed', async () => {
    // The state a reuse leaves when its revocation reads the family just before the winning
    // rotation's new token is committed: the spent token revoked, its new sibling not.
    const session = await registerStudent(t.app);
    const rotated = await refresh(session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    await t.database.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.tokenHash, hashToken(session.refreshToken)));
    expect((await refresh(rotated.json().data.refreshToken)).statusCode).toBe(401);
  });
});
