import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { registerStudent, testPassword, uniqueEmail } from './support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_ACCOUNT_MAX: '3',
    RATE_LIMIT_LOGIN_IP_MAX: '6',
    RATE_LIMIT_REFRESH_MAX: '4',
  });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/sso/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('rate limiting', () => {
  it('locks an account after repeated failures, even for the right password, with Retry-After', async () => {
    const { user } = await registerStudent(t.app);
    for (let i = 0; i < 3; i++)
      expect((await login(user.email, 'wrong password!', '10.0.1.1')).statusCode).toBe(401);
    const blocked = await login(user.email, testPassword, '10.0.1.2');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({
      code: 'rate_limited',
      error: expect.stringMatching(/Try again in \d+ seconds/),
    });
  });

  it('limits one address trying many accounts', async () => {
    for (let i = 0; i < 6; i++)
      expect((await login(uniqueEmail(), 'wrong password!', '10.0.2.1')).statusCode).toBe(401);
    expect((await login(uniqueEmail(), 'wrong password!', '10.0.2.1')).statusCode).toBe(429);
    expect((await login(uniqueEmail(), 'wrong password!', '10.0.2.2')).statusCode).toBe(401);
  });

  it('limits refresh calls', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/sso/auth/tokens/refresh',
        payload: { refreshToken: 'guess' },
        remoteAddress: '10.0.3.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
