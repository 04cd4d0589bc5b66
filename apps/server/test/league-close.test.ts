import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import {
  leagueMembers,
  leagueWeeks,
  learningRewards,
  walletLedger,
  wallets,
} from '../src/db/schema';
import { createLeagueService } from '../src/modules/leagues/league-service';
import { createRewardService, type RewardService } from '../src/modules/rewards/service';
import { createWalletBook } from '../src/modules/wallets/wallet-book';
import { type ApiCall, callApi } from './support/api';
import { appWithStaff, movableClock } from './support/clocked-app';
import { type ClassStudent, learningClass } from './support/learning-class';
import type { TestApp } from './support/test-app';

// The weekly close of many classes at once (decision 0042): batches of weeks, each ranked from one
// read and paid in a few bulk statements. What it saves and pays must be what each class's league
// showed its teacher when the week ended, paid once whatever happens.

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

/** Another server's close job, closing `weeksPerBatch` weeks a transaction. */
function runner(weeksPerBatch: number, change?: (rewards: RewardService) => RewardService) {
  const book = createWalletBook(loadConfig({}).refills, now);
  const rewards = createRewardService({ db: t.database.db, book, now });
  return createLeagueService({
    db: t.database.db,
    rewards: change ? change(rewards) : rewards,
    now,
    weeksPerBatch,
  });
}

type Member = { userId: string; rank: number; experience: number; zone: string };
const outcomes: Record<string, string> = { up: 'promoted', stay: 'stayed', down: 'demoted' };
/** What the rules `leagues/first|second|third` pay (the seeded catalogue). */
const prizesByRank: Record<number, { wallet: string; delta: number }[]> = {
  1: [
    { wallet: 'ACHIEVEMENT_POINTS', delta: 100 },
    { wallet: 'DIAMONDS', delta: 10 },
  ],
  2: [
    { wallet: 'ACHIEVEMENT_POINTS', delta: 60 },
    { wallet: 'DIAMONDS', delta: 5 },
  ],
  3: [{ wallet: 'ACHIEVEMENT_POINTS', delta: 40 }],
};

/** A class whose students learn `activities[i]` activities each this week. */
async function classLearning(firstNames: readonly string[], activities: readonly number[]) {
  const made = await learningClass(t.app, teacher, firstNames, 6);
  for (const [index, student] of made.students.entries())
    await made.learn(student, activities[index] ?? 0);
  return made;
}

/** Every group of the class as its teacher sees it now, and the week. */
async function teachersView(classId: string) {
  const { body } = await call(teacher, 'GET', `/classes/${classId}/league`);
  const data = body.data as {
    className: string;
    week: { start: string; endsAt: string };
    groups: { members: Member[] }[];
  };
  return { ...data, members: data.groups.flatMap((group) => group.members) };
}

const savedResults = (classIds: readonly string[]) =>
  t.database.db
    .select({
      userId: leagueMembers.userId,
      finalRank: leagueMembers.finalRank,
      outcome: leagueMembers.outcome,
      experience: leagueMembers.experience,
    })
    .from(leagueMembers)
    .where(inArray(leagueMembers.classId, [...classIds]));

const prizeEntries = (userIds: readonly string[]) =>
  t.database.db
    .select({
      userId: walletLedger.userId,
      wallet: walletLedger.wallet,
      delta: walletLedger.delta,
      reason: walletLedger.reason,
    })
    .from(walletLedger)
    .where(
      and(
        inArray(walletLedger.userId, [...userIds]),
        like(walletLedger.reason, 'Prize for finishing %'),
      ),
    );

/** Wallets of `userIds` whose balance is not their ledger's sum. */
const walletsOffLedger = (userIds: readonly string[]) =>
  t.database.db
    .select({ userId: wallets.userId, wallet: wallets.wallet })
    .from(wallets)
    .where(
      and(
        inArray(wallets.userId, [...userIds]),
        sql`${wallets.balance} <> coalesce((select sum(${walletLedger.delta}) from ${walletLedger}
              where ${walletLedger.userId} = ${wallets.userId} and ${walletLedger.wallet} = ${wallets.wallet}), 0)`,
      ),
    );

/** Opens the classes' week again as it was before its close, as the district bench does. */
async function reopen(classIds: readonly string[]) {
  await t.database.db
    .update(leagueMembers)
    .set({ experience: null, finalRank: null, outcome: null })
    .where(inArray(leagueMembers.classId, [...classIds]));
  await t.database.db
    .update(leagueWeeks)
    .set({ closedAt: null })
    .where(inArray(leagueWeeks.classId, [...classIds]));
}

const idsOf = (students: readonly ClassStudent[]) => students.map((s) => s.userId);

describe('the weekly close of many classes', () => {
  it('saves every group’s ranks and outcomes and pays its first three, as each teacher saw the week end, once', async () => {
    await call(admin, 'PUT', '/league-settings', { groupSize: 5 });
    try {
      // Six in one class: groups of five and one; a tie (two with one activity) in both classes.
      const big = await classLearning(
        ['Amaya', 'Bayani', 'Carmela', 'Datu', 'Esperanza', 'Florante'],
        [3, 2, 1, 1, 4, 1],
      );
      const small = await classLearning(['Gabriela', 'Hernando', 'Isko'], [1, 1, 2]);
      // Juana leaves the leaderboards: placed in the week, left out of its ranks and prizes.
      const third = await classLearning(['Juana', 'Kidlat'], [2, 1]);
      await call(third.students[0]?.token ?? '', 'PUT', '/my/settings', { leaderboards: false });
      const classes = [big, small, third];
      const views = await Promise.all(classes.map((c) => teachersView(c.classId)));
      const students = classes.flatMap((c) => idsOf(c.students));

      clock.set(new Date(Date.parse(views[0]?.week.endsAt ?? '') + 60_000));
      // Two weeks a transaction: three classes take two batches.
      expect(await runner(2).closeDueWeeks()).toBe(3);

      const expected = views.flatMap(({ members }) =>
        members.map((m) => ({
          userId: m.userId,
          finalRank: m.rank,
          outcome: outcomes[m.zone],
          experience: m.experience,
        })),
      );
      const saved = await savedResults(classes.map((c) => c.classId));
      expect(saved.filter((row) => row.finalRank !== null)).toEqual(
        expect.arrayContaining(expected),
      );
      expect(saved.filter((row) => row.finalRank !== null)).toHaveLength(expected.length);
      expect(saved.find((row) => row.userId === third.students[0]?.userId)?.outcome).toBeNull();
      // Big's first group: Esperanza (80) first, up a tier; Florante alone in the second group.
      expect(views[0]?.members.filter((m) => m.zone === 'up')).toHaveLength(1);

      const expectedPrizes = views.flatMap(({ members, className }) =>
        members
          .filter((m) => m.experience > 0 && m.rank <= 3)
          .flatMap((m) =>
            (prizesByRank[m.rank] ?? []).map((prize) => ({
              userId: m.userId,
              ...prize,
              reason: `Prize for finishing ${['first', 'second', 'third'][m.rank - 1]} in the “${className}” league this week`,
            })),
          ),
      );
      const paid = await prizeEntries(students);
      expect(paid).toEqual(expect.arrayContaining(expectedPrizes));
      expect(paid).toHaveLength(expectedPrizes.length);
      expect(await walletsOffLedger(students)).toEqual([]);

      // Closed again (a crash after the commit, a re-run): the same results, nobody paid twice.
      await reopen(classes.map((c) => c.classId));
      expect(await runner(100).closeDueWeeks()).toBe(3);
      expect(await savedResults(classes.map((c) => c.classId))).toEqual(
        expect.arrayContaining(saved),
      );
      expect(await prizeEntries(students)).toHaveLength(expectedPrizes.length);
      expect(await walletsOffLedger(students)).toEqual([]);
    } finally {
      clock.set(null);
      await call(admin, 'PUT', '/league-settings', {});
    }
  });

  it('leaves a batch that fails half-way wholly open and unpaid, then closes and pays it once', async () => {
    const { classId, students } = await classLearning(['Lakan', 'Marikit', 'Nonoy'], [3, 2, 1]);
    const { week } = await teachersView(classId);
    clock.set(new Date(Date.parse(week.endsAt) + 60_000));
    try {
      // The prizes fail after the results are written and the claims are made.
      const failing = runner(100, (rewards) => ({
        ...rewards,
        grantManyForAction: async () => {
          throw new Error('the database went away');
        },
      }));
      await expect(failing.closeDueWeeks()).rejects.toThrow('the database went away');
      const [open] = await t.database.db
        .select({ closedAt: leagueWeeks.closedAt })
        .from(leagueWeeks)
        .where(eq(leagueWeeks.classId, classId));
      expect(open?.closedAt).toBeNull();
      expect((await savedResults([classId])).every((row) => row.finalRank === null)).toBe(true);
      const claims = await t.database.db
        .select()
        .from(learningRewards)
        .where(like(learningRewards.reference, `league:${classId}:%`));
      expect(claims).toEqual([]);
      expect(await prizeEntries(idsOf(students))).toEqual([]);

      expect(await runner(100).closeDueWeeks()).toBe(1);
      expect(await runner(100).closeDueWeeks()).toBe(0);
      expect(
        (await prizeEntries(idsOf(students))).map((p) => p.delta).sort((a, b) => a - b),
      ).toEqual([5, 10, 40, 60, 100]);
      expect(await walletsOffLedger(idsOf(students))).toEqual([]);
    } finally {
      clock.set(null);
    }
  });
});
