import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../../e2e/smtp-capture.mjs';
import { auditEntries } from '../src/db/schema';
import { callApi } from './support/api';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, createUser, registerStudent, signIn, testPassword } from './support/users';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://sparked.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const sso = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/sso/auth/password/${url}`, payload });
const tokenIn = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? '';
const newPassword = 'a brand new password';

describe('forgot password', () => {
  it('emails a link that sets a new password once and ends every session', async () => {
    const student = await registerStudent(t.app);
    const asked = await sso('forgot', { email: student.user.email });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ data: { expiresInMinutes: 30 } });
    const mail = await smtp.mailTo(student.user.email);
    expect(mail.subject).toBe('Reset your Sparked password');
    expect(mail.text).toContain('https://sparked.example/reset-password?token=');
    const token = tokenIn(mail.text);

    const reset = await sso('reset', { token, password: newPassword });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ data: { email: student.user.email } });

    // The old session is over: its refresh token and its access token are refused.
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/sso/auth/tokens/refresh',
      payload: { refreshToken: student.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await callApi(t, student.accessToken, 'GET', '/my/settings')).status).toBe(401);
    // The new password works, the old one does not, and the link works only once.
    await expect(signIn(t.app, student.user.email, testPassword)).rejects.toThrow();
    expect((await signIn(t.app, student.user.email, newPassword)).accessToken).toEqual(
      expect.any(String),
    );
    const again = await sso('reset', { token, password: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/expired or was used/);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.received.length;
    const unknown = await sso('forgot', { email: 'nobody-here@example.test' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ data: { expiresInMinutes: 30 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before);
    expect((await sso('reset', { token: 'made-up', password: newPassword })).statusCode).toBe(400);
    expect((await sso('reset', { token: 'x', password: 'short' })).statusCode).toBe(400);
  });
});

describe("the reset email in the reader's language (decision 0046)", () => {
  const forgot = (email: string, acceptLanguage?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/sso/auth/password/forgot',
      payload: { email },
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });

  it("is in Filipino for an account whose language is fil, whatever the asker's browser", async () => {
    const student = await registerStudent(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/sso/auth/me/locale',
      headers: bearer(student.accessToken),
      payload: { locale: 'fil' },
    });
    expect(saved.statusCode).toBe(200);
    await forgot(student.user.email, 'en-US');
    const mail = await smtp.mailTo(student.user.email);
    expect(mail.subject).toBe('I-reset ang iyong password sa Sparked');
    expect(mail.text).toMatch(/^Kumusta .+,\n/);
    expect(mail.text).toContain('sa loob ng 30 minuto');
    expect(mail.text).toContain('https://sparked.example/reset-password?token=');
  });

  it("follows the browser's language when the account has none, else English", async () => {
    const tagalog = await registerStudent(t.app);
    await forgot(tagalog.user.email, 'tl-PH,en;q=0.5');
    expect((await smtp.mailTo(tagalog.user.email)).subject).toBe(
      'I-reset ang iyong password sa Sparked',
    );
    const english = await registerStudent(t.app);
    await forgot(english.user.email, 'de-DE');
    const mail = await smtp.mailTo(english.user.email);
    expect(mail.subject).toBe('Reset your Sparked password');
    expect(mail.text).toContain('Set a new one here within 30 minutes:');
  });
});

describe('an admin sends a reset link', () => {
  it('emails the same link and records it in the audit log; others are refused', async () => {
    const admin = await createUser(t.database.db, 'admin');
    const adminToken = (await signIn(t.app, admin.email)).accessToken;
    const student = await registerStudent(t.app);
    const sent = await callApi(t, adminToken, 'POST', `/users/${student.user.id}/password-reset`);
    expect(sent.status).toBe(202);
    const mail = await smtp.mailTo(student.user.email);
    expect(mail.text).toContain('An admin at your school sent you this link');
    expect(
      (await sso('reset', { token: tokenIn(mail.text), password: newPassword })).statusCode,
    ).toBe(200);
    const log = await t.database.db.select().from(auditEntries);
    expect(log).toContainEqual(
      expect.objectContaining({
        action: 'user.password-reset',
        actorId: admin.id,
        subjectId: student.user.id,
      }),
    );
    const other = await registerStudent(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/sparked-api/users/${student.user.id}/password-reset`,
      headers: bearer(other.accessToken),
    });
    expect(refused.statusCode).toBe(403);
  });
});
