import type { ApiErrorMessage } from '@sparked/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentenceIn } from '../src/i18n/catalogues';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, registerStudent } from './support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A sentence as the web app shows it to a Filipino reader, from the same fil.po. */
const inFilipino = (english: string, entry: ApiErrorMessage | undefined) =>
  sentenceIn('fil', english, entry);

describe('a refused request body in the reader’s language (decision 0046)', () => {
  it('keeps the English `error` and `issues` and adds each problem’s catalogue entry', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sso/auth/register/student',
      headers: { 'accept-language': 'fil-PH,fil;q=0.9' },
      payload: { firstName: ' ', lastName: 'Cruz', email: 'ana@example.org', password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      code: 'validation_failed',
      error: 'Invalid request body. firstName: First name is required.',
      message: { id: 'auth.first-name-required' },
      issues: [
        {
          path: 'firstName',
          message: 'First name is required.',
          entry: { id: 'auth.first-name-required' },
        },
        {
          path: 'password',
          message: 'Password must be at least 10 characters.',
          entry: { id: 'auth.password-too-short', values: { min: 10 } },
        },
      ],
    });
    expect(inFilipino(body.error, body.message)).toBe('Kailangan ang unang pangalan.');
    expect(inFilipino(body.issues[1].message, body.issues[1].entry)).toBe(
      'Dapat hindi bababa sa 10 na character ang password.',
    );
  });

  it("words zod's own issues for a Filipino account, lists in Filipino", async () => {
    const session = await registerStudent(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/sso/auth/me/locale',
      headers: bearer(session.accessToken),
      payload: { locale: 'fil' },
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/sso/auth/me/locale',
      headers: bearer(session.accessToken),
      payload: { locale: 'klingon' },
    });
    const body = response.json();
    expect(body.error).toBe(
      'Invalid request body. locale: Choose one of the languages Sparked speaks: en, fil.',
    );
    expect(body.message).toEqual({
      id: 'validation.one-of',
      values: { count: 2, options: ['en', 'fil'] },
    });
    expect(inFilipino(body.error, body.message)).toBe('Pumili ng isa sa en at fil.');
  });

  it('says which character is refused, in Filipino too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sso/auth/login',
      payload: { email: 'ana@example.org', password: 'pass\u0007word' },
    });
    const body = response.json();
    expect(body.error).toBe(
      'Invalid request body. password contains an invisible control character (U+0007); remove it.',
    );
    expect(inFilipino(body.error, body.message)).toBe(
      'May hindi nakikitang control character ito (U+0007); alisin ito.',
    );
  });
});
