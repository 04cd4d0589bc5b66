import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { walletLedger } from '../src/db/schema';
import { createCompetitionService } from '../src/modules/competitions/competition-service';
import { startJobQueue } from '../src/modules/core/job-queue';
import { createWalletBook } from '../src/modules/wallets/wallet-book';
import { type ApiCall, callApi } from './support/api';
import { appWithStaff, movableClock } from './support/clocked-app';
import { learningClass } from './support/learning-class';
import type { TestApp } from './support/test-app';
import { registerStudent } from './support/users';

/** The app's clock; tests move it past a week's or an event's end (see support/clocked-app.ts). */
const clock = movableClock();
const { now } = clock;
let t: TestApp;
let admin: string;
let teacher: string;
beforeAll(async () => {
  ({ t, admin, teacher } = await appWithStaff(clock.now));
});
afterAll(() => t.close());

const call = (...args: ApiCall) => callApi(t, ...args);

const hours = (count: number) => new Date(Date.now() + count * 3_600_000).toISOString();
/** A competition live for the next hour (started an hour ago), unless told otherwise. */
const fields = (overrides: object = {}) => ({
  slug: `cup-${randomUUID().slice(0, 8)}`,
  title: 'Science Cup',
  rules: 'Score experience while it runs.',
  startsAt: hours(-1),
  endsAt: hours(1),
  prizes: [
    { place: 1, wallet: 'DIAMONDS', amount: 30 },
    { place: 2, wallet: 'ACHIEVEMENT_POINTS', amount: 50 },
  ],
  ...overrides,
});

describe('competitions', () => {
  it('are made by admins with a free slug, a window that ends after it starts and real classes', async () => {
    const body = fields();
    const created = await call(admin, 'POST', '/competitions', body);
    expect(created).toMatchObject({
      status: 201,
      body: { data: { slug: body.slug, status: 'live', registration: 'open', entrants: 0 } },
    });
    expect((await call(admin, 'POST', '/competitions', body)).status).toBe(409);
    expect(
      (await call(admin, 'POST', '/competitions', fields({ endsAt: hours(-2) }))).body.issues,
    ).toEqual([
      {
        path: 'endsAt',
        message: 'endsAt must be after startsAt.',
        entry: { id: 'events.ends-after-it-starts' },
      },
    ]);
    const noClass = await call(
      admin,
      'POST',
      '/competitions',
      fields({ registration: 'classes', classIds: ['00000000-0000-4000-8000-000000000000'] }),
    );
    expect(noClass).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'classIds', message: 'Every one of classIds must be a class.' }] },
    });
    expect((await call(teacher, 'POST', '/competitions', fields())).status).toBe(403);
    const moved = await call(admin, 'PUT', `/competitions/${body.slug}`, { endsAt: hours(-3) });
    expect(moved.status).toBe(400);
  });

  it('show a signed-out visitor the landing; a student registers while it runs, not after', async () => {
    const body = fields();
    await call(admin, 'POST', '/competitions', body);
    const visitor = await call(null, 'GET', `/competitions/${body.slug}`);
    expect(visitor.body.data).toMatchObject({ eligible: false, entry: null, title: 'Science Cup' });
    const { accessToken: student } = await registerStudent(t.app);
    expect((await call(student, 'GET', `/competitions/${body.slug}`)).body.data.eligible).toBe(
      true,
    );
    const registered = await call(student, 'POST', `/competitions/${body.slug}/register`);
    expect(registered.body.data).toMatchObject({ entrants: 1, entry: { score: 0, rank: 1 } });
    expect((await call(student, 'POST', `/competitions/${body.slug}/register`)).status).toBe(200);

    clock.set(new Date(Date.parse(body.endsAt) + 1000));
    const late = await registerStudent(t.app);
    expect(
      await call(late.accessToken, 'POST', `/competitions/${body.slug}/register`),
    ).toMatchObject({ status: 409, body: { error: 'Registration has closed.' } });
    clock.set(null);
  });

  it('enter a class’s students without asking, score the window’s experience and show nicknames', async () => {
    const { classId, students, learn } = await learningClass(t.app, teacher, [
      'Luzviminda',
      'Rizalina',
    ]);
    const [first, second] = students;
    if (!first || !second) throw new Error('two students');
    const body = fields({ registration: 'classes', classIds: [classId] });
    await call(admin, 'POST', '/competitions', body);
    await learn(first, 2);
    await learn(second, 1);
    expect(await call(second.token, 'POST', `/competitions/${body.slug}/register`)).toMatchObject({
      status: 409,
      body: { error: 'This competition is for its classes: join one of them to take part.' },
    });
    const mine = (await call(second.token, 'GET', `/competitions/${body.slug}`)).body.data;
    expect(mine).toMatchObject({ eligible: true, entrants: 2, entry: { score: 20, rank: 2 } });
    const standings = await call(null, 'GET', `/competitions/${body.slug}/standings`);
    expect(standings.body.data.entries.map((e: { experience: number }) => e.experience)).toEqual([
      40, 20,
    ]);
    expect(JSON.stringify(standings.body)).not.toMatch(/Luzviminda|Rizalina|Realname/);
  });

  it('close once under two concurrent job runners: results kept, prizes paid to the places that scored', async () => {
    const { classId, students, learn } = await learningClass(t.app, teacher, [
      'Andres',
      'Gabriela',
      'Juan',
    ]);
    const [andres, gabriela, juan] = students;
    if (!andres || !gabriela || !juan) throw new Error('three students');
    const body = fields({ registration: 'classes', classIds: [classId] });
    await call(admin, 'POST', '/competitions', body);
    await learn(gabriela, 2);
    await learn(andres, 1);

    clock.set(new Date(Date.parse(body.endsAt) + 60_000));
    const book = createWalletBook(loadConfig({}).refills, now);
    const job = () => {
      const service = createCompetitionService({ db: t.database.db, book, now });
      return {
        name: 'competitions/close-ended',
        cron: '0 0 1 1 *',
        run: () => service.closeEnded(),
      };
    };
    const queues = await Promise.all([
      startJobQueue(t.database, [job()], t.app.log),
      startJobQueue(t.database, [job()], t.app.log),
    ]);
    try {
      await Promise.all(queues.map((queue) => queue.runNow('competitions/close-ended')));
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }

    const prizes = await t.database.db
      .select({
        userId: walletLedger.userId,
        wallet: walletLedger.wallet,
        delta: walletLedger.delta,
      })
      .from(walletLedger)
      .where(like(walletLedger.reason, 'Prize for place % in Science Cup'));
    const ofThisCup = prizes.filter((row) => students.some((s) => s.userId === row.userId));
    expect(ofThisCup.sort((a, b) => a.delta - b.delta)).toEqual([
      { userId: gabriela.userId, wallet: 'DIAMONDS', delta: 30 },
      { userId: andres.userId, wallet: 'ACHIEVEMENT_POINTS', delta: 50 },
    ]);
    const closed = (await call(juan.token, 'GET', `/competitions/${body.slug}`)).body.data;
    expect(closed).toMatchObject({ status: 'ended', entry: { score: 0, rank: 3 } });
    expect(closed.closedAt).not.toBeNull();
    expect(await createCompetitionService({ db: t.database.db, book, now }).closeEnded()).toBe(0);
    expect(
      (await call(admin, 'PUT', `/competitions/${body.slug}`, { title: 'Renamed' })).status,
    ).toBe(409);
    clock.set(null);
  });
});
