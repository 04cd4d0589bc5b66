import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { fileTicket, ticketFields } from './support/help-desk';
import { createTestApp, type TestApp } from './support/test-app';
import { registerStudent, testPassword, uniqueEmail } from './support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_ACCOUNT_MAX: '3',
    RATE_LIMIT_LOGIN_IP_MAX: '6',
    RATE_LIMIT_REFRESH_MAX: '4',
    RATE_LIMIT_TICKETS_MAX: '2',
    RATE_LIMIT_SOCKETS_MAX: '2',
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
  it('locks an account for the address that failed, with Retry-After', async () => {
    const { user } = await registerStudent(t.app);
    for (let i = 0; i < 3; i++)
      expect((await login(user.email, 'wrong password!', '10.0.1.1')).statusCode).toBe(401);
    const blocked = await login(user.email, testPassword, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({
      code: 'rate_limited',
      error: expect.stringMatching(/Try again in \d+ seconds/),
    });
  });

  it('lets the owner sign in from another address while a stranger is locked out', async () => {
    const { user } = await registerStudent(t.app);
    for (let i = 0; i < 3; i++)
      expect((await login(user.email, 'wrong password!', '10.0.4.1')).statusCode).toBe(401);
    expect((await login(user.email, testPassword, '10.0.4.2')).statusCode).toBe(200);
    expect((await login(user.email, testPassword, '10.0.4.1')).statusCode).toBe(429);
  });

  it('slows an account tried from many addresses, doubling the wait with each failure', async () => {
    const { user } = await registerStudent(t.app);
    for (let i = 0; i < 3; i++)
      expect((await login(user.email, 'wrong password!', `10.0.5.${i}`)).statusCode).toBe(401);
    // Past the per-address allowance, one more failure makes everyone wait a second.
    expect((await login(user.email, 'wrong password!', '10.0.5.10')).statusCode).toBe(401);
    const waiting = await login(user.email, testPassword, '10.0.5.11');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login(user.email, 'wrong password!', '10.0.5.12')).statusCode).toBe(401);
    expect((await login(user.email, testPassword, '10.0.5.13')).headers['retry-after']).toBe('2');
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

describe('help-desk tickets and live sockets', () => {
  it('refuses a third ticket in the window with 429 and says why', async () => {
    const reporter = await registerStudent(t.app);
    for (let i = 0; i < 2; i++)
      expect((await fileTicket(t, reporter, ticketFields())).statusCode).toBe(201);
    const refused = await fileTicket(t, reporter, ticketFields());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      error: expect.stringMatching(
        /^Too many tickets in a short time\. Your earlier ones reached the help desk\. Try again in \d+ seconds\.$/,
      ),
    });
    // Another account on the same network shares the address's count.
    const classmate = await registerStudent(t.app);
    expect((await fileTicket(t, classmate, ticketFields())).statusCode).toBe(429);
  });

  it('refuses the upgrade of a third socket from one address with 429 and says why', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const open = () =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/sparked-api/games/live`);
        socket.once('open', () => {
          socket.terminate();
          resolve({ status: 101, body: '' });
        });
        socket.once('unexpected-response', (_request, response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        socket.once('error', reject);
      });
    expect((await open()).status).toBe(101);
    expect((await open()).status).toBe(101);
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({
      code: 'rate_limited',
      error: expect.stringMatching(
        /^Too many live connections from your network\. Try again in \d+ seconds\.$/,
      ),
    });
  });
});
