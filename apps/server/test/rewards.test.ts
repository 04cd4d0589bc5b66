import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, userTagAssignments, userTags } from '../src/db/schema';
import { idempotencyKeyRetentionHours } from '../src/http/idempotency';
import { as, balances, openEconomyApp } from './support/economy';
import type { TestApp } from './support/test-app';
import { registerStudent, type SignedIn } from './support/users';

let t: TestApp;
let admin: SignedIn;
let clock = new Date('2026-03-01T23:00:00Z');

openEconomyApp(
  (app, signedIn) => {
    t = app;
    admin = signedIn;
  },
  {},
  () => clock,
);

const dailySignIn = { referenceTable: 'daily_sign_in', referenceSelector: 'today' };
const claim = (session: SignedIn | null, body: unknown, headers?: Record<string, string>) =>
  as(t, session).post('/tools-api/rewards', body, headers);

describe('POST /tools-api/rewards', () => {
  it('grants the daily sign-in once per UTC day', async () => {
    const student = await registerStudent(t.app);
    const first = await claim(student, dailySignIn);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      granted: true,
      rewards: [
        { wallet: 'ACHIEVEMENT_POINTS', amount: 10 },
        { wallet: 'EXPERIENCE', amount: 5 },
      ],
      wallets: { ACHIEVEMENT_POINTS: 10, EXPERIENCE: 5 },
    });
    const again = await claim(student, dailySignIn);
    expect(again.json().data).toMatchObject({
      granted: false,
      rewards: [],
      wallets: { ACHIEVEMENT_POINTS: 10, EXPERIENCE: 5 },
    });
    clock = new Date(clock.getTime() + 2 * 3600 * 1000); // past midnight UTC
    expect((await claim(student, dailySignIn)).json().data.granted).toBe(true);
    expect(await balances(t, student)).toMatchObject({ ACHIEVEMENT_POINTS: 20, EXPERIENCE: 10 });
  });

  it('answers 404 for a reference without a reward', async () => {
    const student = await registerStudent(t.app);
    const response = await claim(student, { referenceTable: 'lessons', referenceSelector: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('There is no reward for lessons/x.');
  });

  it('refuses a client claim of a reward the server grants by itself', async () => {
    const student = await registerStudent(t.app);
    const response = await claim(student, {
      referenceTable: 'avatars',
      referenceSelector: 'first_save',
    });
    expect(response.statusCode).toBe(403);
    expect(await balances(t, student)).toMatchObject({ ACHIEVEMENT_POINTS: 0 });
  });

  it('needs a signed-in user and a well-formed body', async () => {
    expect((await claim(null, dailySignIn)).statusCode).toBe(401);
    const student = await registerStudent(t.app);
    for (const body of [
      {},
      { referenceTable: 'Daily Sign In', referenceSelector: 'today' },
      { ...dailySignIn, amount: 1000 },
      { referenceTable: 'daily_sign_in', referenceSelector: '' },
    ])
      expect((await claim(student, body)).statusCode, JSON.stringify(body)).toBe(400);
  });
});

describe('Idempotency-Key on claims', () => {
  it('repeats the first answer for the same key and body', async () => {
    const student = await registerStudent(t.app);
    const headers = { 'idempotency-key': 'claim-1' };
    const first = await claim(student, dailySignIn, headers);
    const repeat = await claim(student, dailySignIn, headers);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(first.json().data.granted).toBe(true);
  });

  it('answers 422 when the key is reused for another request', async () => {
    const student = await registerStudent(t.app);
    const headers = { 'idempotency-key': 'claim-2' };
    await claim(student, dailySignIn, headers);
    const other = await claim(
      student,
      { referenceTable: 'lessons', referenceSelector: 'x' },
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
  });

  it('forgets a key after a day: the same key then runs as a new request', async () => {
    const student = await registerStudent(t.app);
    const headers = { 'idempotency-key': 'claim-yesterday' };
    await claim(student, dailySignIn, headers);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - make_interval(hours => ${idempotencyKeyRetentionHours + 1})` })
      .where(eq(idempotencyKeys.userId, student.user.id));
    const other = await claim(
      student,
      { referenceTable: 'lessons', referenceSelector: 'x' },
      headers,
    );
    // The other request ran: it got its own answer rather than 422 for a reused key.
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('There is no reward for lessons/x.');
    const kept = await t.database.db
      .select({ hash: idempotencyKeys.requestHash })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, student.user.id));
    expect(kept).toHaveLength(1);
  });

  it('keeps keys per user', async () => {
    const [one, two] = [await registerStudent(t.app), await registerStudent(t.app)];
    const headers = { 'idempotency-key': 'shared' };
    await claim(one, dailySignIn, headers);
    const second = await claim(two, dailySignIn, headers);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().data.granted).toBe(true);
  });

  it('refuses a key that is not 1–200 visible characters', async () => {
    const student = await registerStudent(t.app);
    for (const key of ['has space', 'x'.repeat(201)])
      expect((await claim(student, dailySignIn, { 'idempotency-key': key })).statusCode).toBe(400);
  });
});

describe('GET /tools-api/rewards/user-tags', () => {
  it('lists the signed-in user’s tags only', async () => {
    const [student, other] = [await registerStudent(t.app), await registerStudent(t.app)];
    const [tag] = await t.database.db
      .insert(userTags)
      .values({ name: 'Robotics club' })
      .returning({ id: userTags.id });
    await t.database.db
      .insert(userTagAssignments)
      .values({ userId: student.user.id, tagId: tag?.id ?? '' });
    const mine = await as(t, student).get('/tools-api/rewards/user-tags');
    expect(mine.json()).toEqual({
      data: [{ id: tag?.id, name: 'Robotics club', colour: 'neutral' }],
    });
    expect((await as(t, other).get('/tools-api/rewards/user-tags')).json()).toEqual({ data: [] });
    expect((await as(t, null).get('/tools-api/rewards/user-tags')).statusCode).toBe(401);
  });
});

describe('reward rules (admin)', () => {
  const rule = {
    referenceTable: 'lesson_completions',
    referenceSelector: 'first',
    wallet: 'DIAMONDS',
    amount: 3,
    limit: 'once',
  };

  it('lists the seeded rules', async () => {
    const response = await as(t, admin).get('/tools-api/rewards/rules');
    expect(response.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ...dailySignIn,
          wallet: 'EXPERIENCE',
          amount: 5,
          limit: 'daily',
        }),
        expect.objectContaining({
          referenceTable: 'help_desk_tickets',
          referenceSelector: 'first_ticket',
          claimedBy: 'server',
        }),
      ]),
    );
  });

  it('creates a rule students can then claim, and replaces it', async () => {
    const created = await as(t, admin).post('/tools-api/rewards/rules', rule);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ ...rule, active: true, claimedBy: 'client' });
    const student = await registerStudent(t.app);
    const claimed = await claim(student, {
      referenceTable: rule.referenceTable,
      referenceSelector: rule.referenceSelector,
    });
    expect(claimed.json().data.rewards).toEqual([{ wallet: 'DIAMONDS', amount: 3 }]);

    const id = created.json().data.id;
    const replaced = await as(t, admin).put(`/tools-api/rewards/rules/${id}`, {
      ...rule,
      active: false,
    });
    expect(replaced.json().data.active).toBe(false);
    const late = await claim(await registerStudent(t.app), {
      referenceTable: rule.referenceTable,
      referenceSelector: rule.referenceSelector,
    });
    expect(late.statusCode).toBe(404);
  });

  it('refuses a second rule for the same reference and wallet', async () => {
    const response = await as(t, admin).post('/tools-api/rewards/rules', {
      ...dailySignIn,
      wallet: 'EXPERIENCE',
      amount: 1,
      limit: 'daily',
    });
    expect(response.statusCode).toBe(409);
  });

  it('answers 404 for an unknown rule and 400 for bad fields', async () => {
    const unknown = await as(t, admin).put(
      '/tools-api/rewards/rules/00000000-0000-4000-8000-000000000000',
      rule,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await as(t, admin).put('/tools-api/rewards/rules/x', rule)).statusCode).toBe(400);
    for (const bad of [{ amount: 0 }, { limit: 'weekly' }, { wallet: 'GOLD' }, { extra: 1 }])
      expect(
        (await as(t, admin).post('/tools-api/rewards/rules', { ...rule, ...bad })).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
  });

  it('is for admins only', async () => {
    const student = await registerStudent(t.app);
    expect((await as(t, student).get('/tools-api/rewards/rules')).statusCode).toBe(403);
    expect((await as(t, student).post('/tools-api/rewards/rules', rule)).statusCode).toBe(403);
    expect(
      (
        await as(t, student).put(
          '/tools-api/rewards/rules/00000000-0000-4000-8000-000000000000',
          rule,
        )
      ).statusCode,
    ).toBe(403);
    expect((await as(t, null).get('/tools-api/rewards/rules')).statusCode).toBe(401);
  });
});
