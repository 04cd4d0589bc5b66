import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { walletLedger } from '../src/db/schema';
import { startJobQueue } from '../src/modules/core/job-queue';
import { createLeagueService } from '../src/modules/leagues/league-service';
import { createRewardService } from '../src/modules/rewards/service';
import { createWalletBook } from '../src/modules/wallets/wallet-book';
import { type ApiCall, callApi } from './support/api';
import { appWithStaff, movableClock } from './support/clocked-app';
import { learningClass } from './support/learning-class';
import type { TestApp } from './support/test-app';

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

const names = ['Amaya', 'Bayani', 'Carmela', 'Datu', 'Esperanza', 'Florante'];

const classWith = (firstNames: readonly string[], activities?: number) =>
  learningClass(t.app, teacher, firstNames, activities);

const myLeague = async (token: string, classId: string) =>
  (await call(token, 'GET', '/my/leagues')).body.data.find(
    (league: { classId: string }) => league.classId === classId,
  );

/** A second league service and job queue on the same database: another server instance. */
function runner() {
  const book = createWalletBook(loadConfig({}).refills, now);
  const rewards = createRewardService({ db: t.database.db, book, now });
  return createLeagueService({ db: t.database.db, rewards, now });
}

describe('weekly leagues', () => {
  it('place a student on their first activity of the week and rank the group by the week’s experience', async () => {
    const { classId, students, learn } = await classWith(names.slice(0, 4));
    const [amaya, bayani, carmela, datu] = students;
    if (!amaya || !bayani || !carmela || !datu) throw new Error('four students');
    expect((await myLeague(amaya.token, classId)).group).toBeNull();
    await learn(amaya, 3);
    await learn(bayani, 2);
    await learn(carmela, 1);

    const league = await myLeague(bayani.token, classId);
    expect(league).toMatchObject({ tier: 'bronze', lastResult: null });
    expect(league.group).toMatchObject({ tier: 'bronze', group: 1, promote: 1, demote: 0 });
    expect(
      league.group.members.map((m: { experience: number; zone: string; you: boolean }) => [
        m.experience,
        m.zone,
        m.you,
      ]),
    ).toEqual([
      [60, 'up', false],
      [40, 'stay', true],
      [20, 'stay', false],
    ]);
    // Datu has not learned this week, so is in no group yet.
    expect((await myLeague(datu.token, classId)).group).toBeNull();

    const teachers = await call(teacher, 'GET', `/classes/${classId}/league`);
    expect(teachers.body.data.groups[0].members.map((m: { name: string }) => m.name)).toEqual([
      'Amaya Realname',
      'Bayani Realname',
      'Carmela Realname',
    ]);
    expect((await call(datu.token, 'GET', `/classes/${classId}/league`)).status).toBe(403);
  });

  it('close once under two concurrent job runners: ranks saved, the first three paid, the top promoted', async () => {
    const { classId, students, learn } = await classWith(names.slice(0, 4));
    const [amaya, bayani, carmela, datu] = students;
    if (!amaya || !bayani || !carmela || !datu) throw new Error('four students');
    await learn(amaya, 3);
    await learn(bayani, 2);
    await learn(carmela, 1);
    await learn(datu, 1);
    const { week } = await myLeague(amaya.token, classId);

    clock.set(new Date(Date.parse(week.endsAt) + 60_000));
    const job = (service: ReturnType<typeof runner>) => ({
      name: 'leagues/close-weeks',
      cron: '0 0 1 1 *',
      run: () => service.closeDueWeeks(),
    });
    const queues = await Promise.all([
      startJobQueue(t.database, [job(runner())], t.app.log),
      startJobQueue(t.database, [job(runner())], t.app.log),
    ]);
    try {
      await Promise.all(queues.map((queue) => queue.runNow('leagues/close-weeks')));
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }

    const prizes = async (userId: string) =>
      (
        await t.database.db
          .select({ wallet: walletLedger.wallet, delta: walletLedger.delta })
          .from(walletLedger)
          .where(
            and(
              eq(walletLedger.userId, userId),
              like(walletLedger.reason, 'Prize for finishing %'),
            ),
          )
      ).sort((a, b) => a.wallet.localeCompare(b.wallet));
    expect(await prizes(amaya.userId)).toEqual([
      { wallet: 'ACHIEVEMENT_POINTS', delta: 100 },
      { wallet: 'DIAMONDS', delta: 10 },
    ]);
    expect(await prizes(bayani.userId)).toEqual([
      { wallet: 'ACHIEVEMENT_POINTS', delta: 60 },
      { wallet: 'DIAMONDS', delta: 5 },
    ]);
    // Carmela and Datu both earned 20; Carmela joined the week first, so she is third.
    expect(await prizes(carmela.userId)).toEqual([{ wallet: 'ACHIEVEMENT_POINTS', delta: 40 }]);
    expect(await prizes(datu.userId)).toEqual([]);

    // The next week: Amaya plays a tier up, the others where they were.
    clock.set(new Date(Date.parse(week.endsAt) + 24 * 3_600_000));
    const next = await myLeague(amaya.token, classId);
    expect(next).toMatchObject({
      tier: 'silver',
      group: null,
      lastResult: { weekStart: week.start, tier: 'bronze', rank: 1, outcome: 'promoted' },
    });
    await learn(amaya, 1);
    expect((await myLeague(amaya.token, classId)).group).toMatchObject({ tier: 'silver' });
    expect((await myLeague(bayani.token, classId)).tier).toBe('bronze');
    expect(await runner().closeDueWeeks()).toBe(0);
    clock.set(null);
  });

  it('split a tier into groups of the admins’ size', async () => {
    const put = await call(admin, 'PUT', '/league-settings', { groupSize: 5 });
    expect(put.body.data).toEqual({ timeZone: 'UTC', groupSize: 5, promote: 5, demote: 5 });
    try {
      const { classId, students, learn } = await classWith(names, 1);
      for (const student of students) await learn(student, 1);
      const { groups } = (await call(teacher, 'GET', `/classes/${classId}/league`)).body.data;
      expect(groups.map((g: { members: unknown[] }) => g.members.length)).toEqual([5, 1]);
    } finally {
      await call(admin, 'PUT', '/league-settings', {});
    }
  });

  it('are switched off per class by its teacher, and left by a student who opts out', async () => {
    const { classId, students, learn } = await classWith(names.slice(0, 2));
    const [amaya, bayani] = students;
    if (!amaya || !bayani) throw new Error('two students');
    await learn(amaya, 1);
    await learn(bayani, 1);
    await call(bayani.token, 'PUT', '/my/settings', { leaderboards: false });
    expect(await call(bayani.token, 'GET', '/my/leagues')).toMatchObject({ body: { data: [] } });
    const group = (await myLeague(amaya.token, classId)).group;
    expect(group.members).toHaveLength(1);
    const board = (await call(amaya.token, 'GET', `/classes/${classId}/leaderboard`)).body.data;
    expect(board.total).toBe(1);

    await call(teacher, 'PUT', `/classes/${classId}`, { leagues: false, leaderboard: false });
    expect(await myLeague(amaya.token, classId)).toBeUndefined();
    expect(await call(amaya.token, 'GET', `/classes/${classId}/leaderboard`)).toMatchObject({
      status: 409,
      body: { error: 'Your teacher has switched this class’s leaderboard off.' },
    });
  });
});

describe('leaderboards', () => {
  it('open at the learner’s own rank with neighbours, and page from an offset', async () => {
    const { classId, students, learn } = await classWith(names);
    const [first, second, third, fourth] = students;
    if (!first || !second || !third || !fourth) throw new Error('four students');
    await learn(first, 3);
    await learn(second, 2);
    await learn(third, 1);
    const around = (await call(third.token, 'GET', `/classes/${classId}/leaderboard?limit=3`)).body
      .data;
    expect(around).toMatchObject({ total: 6, offset: 1, you: { rank: 3, experience: 20 } });
    expect(around.entries.map((e: { rank: number; you: boolean }) => [e.rank, e.you])).toEqual([
      [2, false],
      [3, true],
      [4, false],
    ]);
    const top = await call(fourth.token, 'GET', `/classes/${classId}/leaderboard?offset=0&limit=2`);
    expect(top.body.data.entries.map((e: { experience: number }) => e.experience)).toEqual([
      60, 40,
    ]);
    expect(
      (await call(fourth.token, 'GET', '/school/leaderboard?limit=50')).body.data.you,
    ).toBeNull();
    const school = (await call(first.token, 'GET', '/school/leaderboard?limit=50')).body.data;
    expect(school.you).toMatchObject({ experience: 60, you: true });
  });

  it('never show a classmate another student’s real name while names are off', async () => {
    const { classId, students, learn } = await classWith(names.slice(0, 3));
    for (const student of students) await learn(student, 1);
    const [viewer] = students;
    if (!viewer) throw new Error('a student');
    const reads = async () =>
      Promise.all(
        [
          '/my/leagues',
          `/classes/${classId}/leaderboard`,
          '/school/leaderboard?limit=50',
          `/classes/${classId}/classmates`,
        ].map(async (url) => JSON.stringify((await call(viewer.token, 'GET', url)).body)),
      );
    for (const body of await reads()) {
      for (const name of names) expect(body).not.toContain(name);
      expect(body).not.toContain('Realname');
    }
    await call(teacher, 'PUT', `/classes/${classId}`, { showFirstNames: true });
    const [leagues, board, school] = await reads();
    expect(leagues).toContain('Bayani');
    expect(board).toContain('Bayani');
    expect(school).not.toContain('Bayani');
    expect(`${leagues}${board}`).not.toContain('Realname');
  });
});

describe('league settings', () => {
  it('are for admins, and refuse a group over 30', async () => {
    expect((await call(teacher, 'GET', '/league-settings')).status).toBe(403);
    const tooBig = await call(admin, 'PUT', '/league-settings', { groupSize: 31 });
    expect(tooBig).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'groupSize', message: 'groupSize must be at most 30.' }] },
    });
    expect((await call(admin, 'GET', '/league-settings')).body.data.groupSize).toBe(30);
  });
});
