import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, registerStudent } from './support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/sso/auth/me', headers: bearer(token) });
const saveLocale = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/sso/auth/me/locale', headers: bearer(token), payload });

describe("the account's language (decision 0045)", () => {
  it('is null until the user chooses one', async () => {
    const session = await registerStudent(t.app);
    expect((await me(session.accessToken)).json().data).toMatchObject({
      email: session.user.email,
      locale: null,
    });
  });

  it('is kept on the account, read back by `me` on any session, and saving it again is the same', async () => {
    const session = await registerStudent(t.app);
    const saved = await saveLocale(session.accessToken, { locale: 'fil' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ id: session.user.id, locale: 'fil' });
    const again = await saveLocale(session.accessToken, { locale: 'fil' });
    expect(again.json().data.locale).toBe('fil');
    expect((await me(session.accessToken)).json().data.locale).toBe('fil');

    await saveLocale(session.accessToken, { locale: 'en' });
    expect((await me(session.accessToken)).json().data.locale).toBe('en');
  });

  it("changes only the caller's own account", async () => {
    const [first, second] = [await registerStudent(t.app), await registerStudent(t.app)];
    await saveLocale(first.accessToken, { locale: 'fil' });
    expect((await me(second.accessToken)).json().data.locale).toBeNull();
  });

  it('refuses a language Sparked does not speak, and a body with anything else', async () => {
    const session = await registerStudent(t.app);
    for (const payload of [{ locale: 'klingon' }, { locale: 'en-XA' }, { locale: null }, {}]) {
      const refused = await saveLocale(session.accessToken, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
    }
    const unknownKey = await saveLocale(session.accessToken, { locale: 'fil', role: 'admin' });
    expect(unknownKey.statusCode).toBe(400);
    const klingon = await saveLocale(session.accessToken, { locale: 'klingon' });
    expect(klingon.json().error).toContain('Choose one of the languages Sparked speaks: en, fil.');
    expect((await me(session.accessToken)).json().data.locale).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/sso/auth/me/locale',
      payload: { locale: 'fil' },
    });
    expect(response.statusCode).toBe(401);
  });
});
