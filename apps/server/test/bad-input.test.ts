import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, createUser, registerStudent, signIn } from './support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
});
afterAll(() => t.close());

const jsonHeaders = { 'content-type': 'application/json' };

describe('bad input gets a 4xx in the one error shape, never a 500', () => {
  const cases: Array<{
    name: string;
    url: string;
    method?: 'POST' | 'DELETE';
    body: string;
    headers?: Record<string, string>;
    status: number;
    code: string;
  }> = [
    {
      name: 'malformed JSON',
      url: '/sso/auth/login',
      body: '{"email": ',
      status: 400,
      code: 'bad_request',
    },
    {
      name: 'a JSON array',
      url: '/sso/auth/login',
      body: '[1,2]',
      status: 400,
      code: 'validation_failed',
    },
    {
      name: 'wrong types',
      url: '/sso/auth/login',
      body: JSON.stringify({ email: 42, password: true }),
      status: 400,
      code: 'validation_failed',
    },
    {
      name: 'unknown fields',
      url: '/sso/auth/login',
      body: JSON.stringify({ email: 'a@b.co', password: 'x', admin: true }),
      status: 400,
      code: 'validation_failed',
    },
    {
      name: 'a missing body',
      url: '/sso/auth/tokens/refresh',
      body: '',
      status: 400,
      code: 'validation_failed',
    },
    {
      name: 'an oversized body',
      url: '/sso/auth/register/student',
      body: JSON.stringify({ firstName: 'x'.repeat(5000) }),
      status: 413,
      code: 'payload_too_large',
    },
    {
      name: 'prototype pollution',
      url: '/sso/auth/login',
      body: '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "x"}',
      status: 400,
      code: 'bad_request',
    },
    {
      name: 'a cookie name we do not hand out',
      url: '/sso/cookie',
      body: JSON.stringify({ names: ['session'] }),
      status: 400,
      code: 'validation_failed',
    },
    {
      name: 'a non-JSON content type',
      url: '/sso/auth/login',
      body: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'an unknown logout field',
      url: '/sso/auth/logout',
      method: 'DELETE',
      body: JSON.stringify({ everything: true }),
      status: 400,
      code: 'validation_failed',
    },
    {
      name: 'an off-site analytics path',
      url: '/api/analytics/events',
      body: JSON.stringify({ name: 'page_view', path: '//evil.example', title: 'x' }),
      status: 400,
      code: 'validation_failed',
    },
  ];

  for (const c of cases) {
    it(`${c.name} → ${c.status}`, async () => {
      const response = await t.app.inject({
        method: c.method ?? 'POST',
        url: c.url,
        headers: c.headers ?? jsonHeaders,
        body: c.body,
      });
      expect(response.statusCode).toBe(c.status);
      const body = response.json();
      expect(body).toMatchObject({ statusCode: c.status, code: c.code, error: expect.any(String) });
      expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
    });
  }

  it('names the field that is wrong', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sso/auth/register/student',
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: 'not-an-email',
        password: 'long enough password',
      },
    });
    expect(response.json()).toMatchObject({
      error: 'Invalid request body. email: Enter a valid email address.',
      issues: [{ path: 'email', message: 'Enter a valid email address.' }],
    });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'not_found',
      error: 'No route for GET /api/nothing-here.',
    });
  });

  it('rejects a module id that is not an id', async () => {
    const { accessToken } = await registerStudent(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/sparked-api/module-authors/not-a-uuid/author',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(400);
  });

  it("answers the router's own refusals (an overlong or badly encoded path) in the error shape", async () => {
    const long = await t.app.inject({
      method: 'PUT',
      url: `/tools-api/rewards/rules/${'x'.repeat(300)}`,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      statusCode: 414,
      code: 'bad_request',
      error: 'A part of the address is too long.',
      message: { id: 'error.address-part-too-long' },
    });
    const encoded = await t.app.inject({ url: '/sparked-api/modules/%E0%A4%A' });
    expect(encoded.statusCode).toBe(400);
    expect(encoded.json().code).toBe('bad_request');
  });
});

describe('text no field may hold gets a 400 that says what to remove, before the database', () => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const role of ['facilitator', 'admin'] as const)
      tokens[role] = (
        await signIn(t.app, (await createUser(t.database.db, role)).email)
      ).accessToken;
  });

  const cases: Array<{
    name: string;
    role?: 'facilitator' | 'admin';
    method: 'GET' | 'POST';
    url: string;
    /** Raw JSON, so a lone surrogate goes out as the escape a client would send. */
    body?: string;
    field: string;
    character: string;
  }> = [
    {
      name: 'a NUL in a class name',
      role: 'facilitator',
      method: 'POST',
      url: '/sparked-api/classes',
      body: JSON.stringify({ name: 'Year 8\u0000 Science', joinMode: 'open' }),
      field: 'name',
      character: 'U+0000',
    },
    {
      name: 'a NUL in a module title',
      role: 'facilitator',
      method: 'POST',
      url: '/sparked-api/modules',
      body: JSON.stringify({ title: '\u0000Plants' }),
      field: 'title',
      character: 'U+0000',
    },
    {
      name: 'a NUL in a registration name',
      method: 'POST',
      url: '/sso/auth/register/student',
      body: JSON.stringify({
        firstName: 'Ada\u0000',
        lastName: 'Lovelace',
        email: 'nul@example.test',
        password: 'long enough password',
      }),
      field: 'firstName',
      character: 'U+0000',
    },
    {
      name: 'a NUL in a user search',
      role: 'admin',
      method: 'GET',
      url: '/sparked-api/users?search=ada%00',
      field: 'search',
      character: 'U+0000',
    },
    {
      name: 'a lone surrogate in a class name',
      role: 'facilitator',
      method: 'POST',
      url: '/sparked-api/classes',
      body: '{"name": "Year 8 \\ud800", "joinMode": "open"}',
      field: 'name',
      character: 'U+D800',
    },
    {
      name: 'an escape character deep in a module title',
      role: 'facilitator',
      method: 'POST',
      url: '/sparked-api/modules',
      body: JSON.stringify({ title: 'Plants \u001b[31m' }),
      field: 'title',
      character: 'U+001B',
    },
  ];

  for (const c of cases) {
    it(`${c.name} → 400`, async () => {
      const response = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: { ...(c.role ? bearer(tokens[c.role] ?? '') : {}), ...jsonHeaders },
        ...(c.body === undefined ? {} : { body: c.body }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        error: expect.stringContaining(`${c.field} contains`),
        issues: [{ path: c.field, message: expect.stringContaining(c.character) }],
      });
    });
  }
});
