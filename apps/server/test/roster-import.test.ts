import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, createUser, registerStudent, signIn } from './support/users';

let t: TestApp;
let teacher: string;
let classId: string;
beforeAll(async () => {
  t = await createTestApp();
  teacher = (await signIn(t.app, (await createUser(t.database.db, 'facilitator')).email))
    .accessToken;
  const created = await t.app.inject({
    method: 'POST',
    url: '/sparked-api/classes',
    headers: bearer(teacher),
    payload: { name: 'Chemistry' },
  });
  classId = created.json().data.id;
});
afterAll(() => t.close());

const upload = (csv: string, dryRun: boolean) =>
  t.app.inject({
    method: 'POST',
    url: `/sparked-api/classes/${classId}/students/import`,
    headers: bearer(teacher),
    payload: { csv, dryRun },
  });
const roster = async () =>
  (
    await t.app.inject({
      url: `/sparked-api/classes/${classId}/students`,
      headers: bearer(teacher),
    })
  ).json().data;

describe('roster import', () => {
  it('previews each row, saves nothing while any row has an error, then imports them all', async () => {
    const [ada, ben] = [await registerStudent(t.app), await registerStudent(t.app)];
    const staff = await createUser(t.database.db, 'admin');
    const csv = [
      'First name;Email',
      `Ada;${ada.user.email.toUpperCase()}`,
      `Ben;${ben.user.email}`,
      'Cy;nobody@example.test',
      `Dee;${staff.email}`,
      `Ben again;${ben.user.email}`,
      'Eve;not-an-email',
    ].join('\n');
    const preview = await upload(csv, true);
    const fine = { message: null, entry: null };
    expect(preview.json().data).toEqual({
      rows: [
        { line: 2, email: ada.user.email.toUpperCase(), outcome: 'add', ...fine },
        { line: 3, email: ben.user.email, outcome: 'add', ...fine },
        {
          line: 4,
          email: 'nobody@example.test',
          outcome: 'error',
          message: 'There is no Sparked account with this email.',
          entry: { id: 'classes.roster-csv.no-account-with-this-email' },
        },
        {
          line: 5,
          email: staff.email,
          outcome: 'error',
          message: 'This is not a student account.',
          entry: { id: 'classes.roster-csv.not-a-student-account' },
        },
        {
          line: 6,
          email: ben.user.email,
          outcome: 'error',
          message: 'This email is in the file twice.',
          entry: { id: 'files.csv-row.email-twice' },
        },
        {
          line: 7,
          email: 'not-an-email',
          outcome: 'error',
          message: 'This is not an email address.',
          entry: { id: 'files.csv-row.not-an-email' },
        },
      ],
      added: 0,
      errors: 4,
      applied: false,
    });
    expect((await upload(csv, false)).json().data.applied).toBe(false);
    expect(await roster()).toEqual([]);

    const fixed = `email,name\n${ada.user.email},Ada\n${ben.user.email},Ben\n`;
    // The preview says how many the import would add, so its Add button can say so too.
    expect((await upload(fixed, true)).json().data).toMatchObject({
      added: 2,
      errors: 0,
      applied: false,
    });
    expect(await roster()).toEqual([]);
    const imported = await upload(fixed, false);
    expect(imported.json().data).toMatchObject({ added: 2, errors: 0, applied: true });
    expect((await roster()).map((row: { userId: string }) => row.userId).sort()).toEqual(
      [ada.user.id, ben.user.id].sort(),
    );
    const again = await upload(fixed, false);
    expect(again.json().data.rows.map((row: { outcome: string }) => row.outcome)).toEqual([
      'already',
      'already',
    ]);
  });

  it('refuses files it cannot read, with a sentence', async () => {
    const noColumn = await upload('name\nAda\n', true);
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json().error).toBe('The first row needs a column named "email".');
    const broken = await upload('email\n"unterminated\n', true);
    expect(broken.json().error).toBe('The file is not a CSV file Sparked can read.');
  });
});
