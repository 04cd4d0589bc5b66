import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../../e2e/smtp-capture.mjs';
import { auditEntries, users } from '../src/db/schema';
import { sentenceIn } from '../src/i18n/catalogues';
import { callApi, tokenOf } from './support/api';
import { createTestApp, type TestApp } from './support/test-app';
import { registerStudent } from './support/users';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let admin: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = await tokenOf(t, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const importCsv = (csv: string, dryRun: boolean) =>
  callApi(t, admin, 'POST', '/users/import', { csv, dryRun });

describe('importing users from a CSV', () => {
  it('previews each row, saves nothing while a row is wrong, then creates and tags', async () => {
    const marker = Date.now();
    const existing = await registerStudent(t.app, `old-${marker}@example.test`);
    const tag = (await callApi(t, admin, 'POST', '/user-tags', { name: `Import ${marker}` })).body
      .data;
    const good = [
      'Email,First name,Last name,Role,Tags',
      // A right-to-left override would show the name reversed: it is stripped.
      `new-${marker}@example.test,\u202eNia,Okafor,,Import ${marker}`,
      `teacher-${marker}@example.test,Tom,Reed,facilitator,`,
      `old-${marker}@example.test,Test,Student,student,Import ${marker}`,
    ];
    const bad = [
      ...good,
      'not-an-email,A,B,,',
      `new-${marker}@example.test,Nia,Again,,`,
      `x-${marker}@example.test,X,Y,headteacher,`,
      `y-${marker}@example.test,Y,Z,,No such tag`,
      `z-${marker}@example.test,,Z,,`,
      `w-${marker}@example.test,\u200b\u200d,Z,,`,
    ].join('\n');

    const refused = await importCsv(bad, false);
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({ created: 2, updated: 1, errors: 6, applied: false });
    expect(
      refused.body.data.rows.filter((row: { outcome: string }) => row.outcome === 'error'),
    ).toEqual([
      expect.objectContaining({ line: 5, message: 'This is not an email address.' }),
      expect.objectContaining({ line: 6, message: 'This email is in the file twice.' }),
      expect.objectContaining({ line: 7, message: expect.stringMatching(/^The role must be/) }),
      expect.objectContaining({
        line: 8,
        message: 'There is no tag called “No such tag”; create it first.',
        entry: { id: 'admin.user-import.no-such-tag', values: { tag: 'No such tag' } },
      }),
      expect.objectContaining({ line: 9, message: expect.stringMatching(/first and a last name/) }),
      expect.objectContaining({
        line: 10,
        message: expect.stringMatching(/first and a last name/),
      }),
    ]);
    const created = async () =>
      t.database.db
        .select()
        .from(users)
        .where(eq(users.email, `new-${marker}@example.test`));
    expect(await created()).toEqual([]);

    const preview = await importCsv(good.join('\n'), true);
    expect(preview.body.data).toMatchObject({ created: 2, updated: 1, errors: 0, applied: false });
    expect(preview.body.data.rows[2]).toMatchObject({
      outcome: 'update',
      message: `Tags: + Import ${marker}`,
      entry: { id: 'admin.user-import.tags-added', values: { tags: `Import ${marker}` } },
    });
    expect(await created()).toEqual([]);

    const done = await importCsv(good.join('\n'), false);
    expect(done.body.data).toMatchObject({ created: 2, updated: 1, applied: true });
    const [nia] = await created();
    expect(nia).toMatchObject({ firstName: 'Nia', role: 'student' });
    const tagged = await callApi(t, admin, 'GET', `/users?tagId=${tag.id}`);
    expect(tagged.body.data.total).toBe(2);
    const invitation = await smtp.mailTo(`new-${marker}@example.test`);
    expect(invitation.subject).toBe('Your Sparked account is ready');
    expect(invitation.text).toMatch(/reset-password\?token=/);
    const log = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, existing.user.id));
    expect(log).toEqual([
      expect.objectContaining({ action: 'user.tag.add', reason: 'Imported from a CSV file' }),
    ]);

    const again = await importCsv(good.join('\n'), true);
    expect(again.body.data.rows.map((row: { outcome: string }) => row.outcome)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
  });

  it('refuses a file without the columns it needs, and anyone but an admin', async () => {
    const noNames = await importCsv('email\nsomeone@example.test', true);
    expect(noNames.status).toBe(400);
    expect(noNames.body.error).toMatch(/"first name" and "last name"/);
    const student = await registerStudent(t.app);
    const refused = await callApi(t, student.accessToken, 'POST', '/users/import', {
      csv: 'email,first name,last name',
      dryRun: true,
    });
    expect(refused.status).toBe(403);
  });

  it("says each row in the admin's language, and keeps the English for integrators (0046)", async () => {
    const marker = Date.now();
    const tag = (await callApi(t, admin, 'POST', '/user-tags', { name: `Klub ${marker}` })).body
      .data;
    const csv = [
      'email,first name,last name,role,tags',
      `bago-${marker}@example.test,Ana,Cruz,facilitator,Klub ${marker}`,
      `iba-${marker}@example.test,Ben,Cruz,headteacher,`,
    ].join('\n');
    const [made, wrongRole] = (await importCsv(csv, true)).body.data.rows;
    expect(made).toMatchObject({
      message: `New facilitator, tags: ${tag.name}`,
      entry: {
        id: 'admin.user-import.new-account-with-tags',
        values: { role: 'facilitator', tags: tag.name },
      },
    });
    expect(sentenceIn('fil', made.message, made.entry)).toBe(
      `Bagong facilitator, mga tag: ${tag.name}`,
    );
    expect(wrongRole.message).toBe(
      'The role must be student, facilitator, admin or empty (student).',
    );
    expect(sentenceIn('fil', wrongRole.message, wrongRole.entry)).toBe(
      'Dapat student, facilitator, admin o walang laman (student) ang role.',
    );

    const noEmail = await importCsv('name\nAna', true);
    expect(noEmail.body).toMatchObject({
      error:
        'The first row needs columns named "email", "first name" and "last name" ("role" and "tags" may follow).',
      message: { id: 'admin.user-import.needs-columns' },
    });
    expect(sentenceIn('fil', noEmail.body.error, noEmail.body.message)).toMatch(
      /^Kailangan ng unang hanay ang mga column/,
    );
  });
});
