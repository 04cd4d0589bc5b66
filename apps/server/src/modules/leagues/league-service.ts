import {
  type AccessTokenClaims,
  type ClassLeague,
  type LeagueSettings,
  leagueTiers,
  type MyLeague,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { classRecords } from '../classes';
import { weekOf } from '../core/calendar';
import type { RewardService } from '../rewards';
import { byGroup, groupOf, groupView, tierOf, type Week, weekView } from './league-groups';
import { leagueRepository as repository } from './league-repository';
import { tierAfter } from './league-rules';
import { closeDueBatch, type LeagueDeps } from './league-weeks';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;

const noClass = () =>
  notFound(
    /*i18n*/ {
      id: 'leagues.there-is-no-such-class-or',
      message: 'There is no such class, or you do not teach it.',
    },
  );

/**
 * Weekly class leagues. A student is placed in their class's league by their first
 * activity of the week, in the tier their last week left them in, in the first group of that
 * tier with room. A week is closed once, after it ends, by the `leagues/close-weeks` job: each
 * group is ranked by the experience earned that week, the top goes up a tier, the bottom goes
 * down, and the first three are paid the `leagues/{place}` reward rules through the ledger.
 */
export function createLeagueService(options: {
  db: Database;
  rewards: RewardService;
  now?: () => Date;
  /** Batches of weeks the close job closes at once: 1 on the embedded database (one connection). */
  closeInParallel?: number;
  /**
   * Weeks one close transaction takes: enough that a district's 3 000 classes are a few dozen
   * transactions, few enough that the winners' wallets stay locked for well under a second.
   */
  weeksPerBatch?: number;
}) {
  const deps: LeagueDeps = { ...options, now: options.now ?? (() => new Date()) };
  const { db, now } = deps;
  const closeInParallel = options.closeInParallel ?? 1;
  const weeksPerBatch = options.weeksPerBatch ?? 100;

  async function place(
    tx: Database,
    classId: string,
    userId: string,
    week: Week,
    settings: LeagueSettings,
  ) {
    if (await repository.membership(tx, classId, week.start, userId)) return;
    await repository.lockWeek(tx, classId, week);
    // Checked again under the week's lock: a second completion may have placed them meanwhile.
    if (await repository.membership(tx, classId, week.start, userId)) return;
    const tier = await tierOf(tx, classId, userId, week.start);
    const groups = await repository.groupSizes(tx, classId, week.start, tier);
    const open = groups.find((group) => group.size < settings.groupSize);
    const groupNo = open?.groupNo ?? (groups.at(-1)?.groupNo ?? 0) + 1;
    await repository.place(tx, {
      classId,
      weekStart: week.start,
      userId,
      tier,
      groupNo,
      joinedAt: now(),
    });
  }

  return {
    settings: () => repository.settings(db),
    async updateSettings(caller: Caller, settings: LeagueSettings) {
      await repository.saveSettings(db, settings, caller.id);
      return repository.settings(db);
    },

    /** Inside the transaction that completes an activity: places the learner in this week's leagues. */
    async learned(tx: Database, userId: string) {
      if (!(await repository.onBoards(tx, userId))) return;
      const classes = await repository.leagueClassesOf(tx, userId);
      if (classes.length === 0) return;
      const settings = await repository.settings(tx);
      const week = weekOf(now(), settings.timeZone);
      for (const { id } of classes) await place(tx, id, userId, week, settings);
    },

    async mine(caller: Caller): Promise<MyLeague[]> {
      if (!(await repository.onBoards(db, caller.id))) return [];
      const settings = await repository.settings(db);
      const week = weekOf(now(), settings.timeZone);
      const classes = await repository.leagueClassesOf(db, caller.id);
      return Promise.all(
        classes.map(async (c) => {
          const [member, last] = await Promise.all([
            repository.membership(db, c.id, week.start, caller.id),
            repository.lastResult(db, c.id, caller.id, week.start),
          ]);
          const group = member
            ? await groupOf(
                db,
                await repository.members(db, c.id, week.start, member),
                { from: week.startsAt, to: now() },
                settings,
                c.showFirstNames ? 'first' : 'nickname',
              )
            : null;
          const tier = member?.tier ?? (last?.outcome ? tierAfter(last.tier, last.outcome) : 0);
          return {
            classId: c.id,
            className: c.name,
            week: weekView(week),
            tier: leagueTiers[tier] ?? 'bronze',
            group: group ? groupView(group, caller.id) : null,
            lastResult:
              last?.outcome && last.finalRank
                ? {
                    weekStart: last.weekStart,
                    tier: leagueTiers[last.tier] ?? 'bronze',
                    rank: last.finalRank,
                    outcome: last.outcome,
                  }
                : null,
          };
        }),
      );
    },

    /** Every group of the class this week, with full names: for the class's teachers. */
    async ofClass(caller: Caller, classId: string): Promise<ClassLeague> {
      const row = await classRecords.find(db, classId);
      if (
        !row ||
        (caller.user_role !== 'admin' && !(await classRecords.isTeacher(db, classId, caller.id)))
      )
        throw noClass();
      const settings = await repository.settings(db);
      const week = weekOf(now(), settings.timeZone);
      const rows = await repository.members(db, classId, week.start);
      const groups = await Promise.all(
        byGroup(rows).map(async (members) =>
          groupView(
            await groupOf(db, members, { from: week.startsAt, to: now() }, settings, 'full'),
            caller.id,
          ),
        ),
      );
      return { classId, className: row.name, enabled: row.leagues, week: weekView(week), groups };
    },

    /**
     * The `leagues/close-weeks` job: closes every week that has ended; answers how many. Batches
     * of weeks are closed, each in one transaction, until none is left, so one run closes a
     * district's every class (3 000 on Monday morning), not one batch a minute (decision 0042).
     */
    async closeDueWeeks(): Promise<number> {
      let closed = 0;
      // Several batches at once on PostgreSQL: each takes weeks no other holds.
      await Promise.all(
        Array.from({ length: closeInParallel }, async () => {
          for (;;) {
            const batch = await closeDueBatch(deps, weeksPerBatch);
            if (batch === 0) return;
            closed += batch;
          }
        }),
      );
      return closed;
    },
  };
}
export type LeagueService = ReturnType<typeof createLeagueService>;
