import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from './support/economy';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, type SignedIn, signIn } from './support/users';

let t: TestApp;
let teacher: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await signIn(t.app, (await createUser(t.database.db, 'facilitator')).email);
});
afterAll(() => t.close());

describe('names and titles read the same everywhere they are shown', () => {
  it('stores a class name without the right-to-left override that would reverse it on screen', async () => {
    const created = await as(t, teacher).post('/sparked-api/classes', {
      name: '\u202eYear 8 Science\u202c',
      joinMode: 'open',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.name).toBe('Year 8 Science');
    const listed = await as(t, teacher).get('/sparked-api/classes');
    expect(listed.json().data.classes.map((entry: { name: string }) => entry.name)).toContain(
      'Year 8 Science',
    );
  });

  it('strips bidi isolates and marks from a module title', async () => {
    const created = await as(t, teacher).post('/sparked-api/modules', {
      title: '\u2067Plants\u2069 \u200fand light',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.title).toBe('Plants and light');
  });

  for (const [what, text] of [
    ['zero-width spaces', '\u200b\u200b'],
    ['bidi controls', '\u202e\u2066\u2069'],
    ['a zero-width joiner and spaces', ' \u200d '],
  ] as const)
    it(`refuses a title made only of ${what}`, async () => {
      const response = await as(t, teacher).post('/sparked-api/classes', {
        name: text,
        joinMode: 'open',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        issues: [{ path: 'name', message: 'Give the class a name.' }],
      });
    });

  it('refuses a name that runs over lines', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sso/auth/register/student',
      payload: {
        firstName: 'Ada\nLovelace',
        lastName: 'Byron',
        email: 'lines@example.test',
        password: 'long enough password',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: 'firstName',
        message: 'Keep it on one line, without tabs.',
        entry: { id: 'validation.one-line' },
      },
    ]);
  });
});
