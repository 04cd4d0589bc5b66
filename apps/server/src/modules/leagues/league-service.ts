import {
  type AccessTokenClaims,
  type ClassLeague,
  type LeagueGroup,
  type LeagueSettings,
  leagueTiers,
  ledgerReasons,
  type MyLeague,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { classRepository } from '../classes';
import { weekOf } from '../core/calendar';
import { claimReward } from '../core/reward-claims-repository';
import type { RewardService } from '../rewards';
import { experienceEarned } from '../wallets';
import { type LeagueMemberRow, leagueRepository as repository } from './league-repository';
import { movesOf, outcomeOf, prizePlace, ranked, tierAfter, zoneOf } from './league-rules';
import { type NameRule, shownName } from './shown-names';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;
type Week = ReturnType<typeof weekOf>;
type MemberWithName = { member: LeagueMemberRow; firstName: string; lastName: string };

const noClass = () => notFound('There is no such class, or you do not teach it.');
const weekView = (week: Week) => ({ start: week.start, endsAt: week.endsAt.toISOString() });

/**
 * Weekly class leagues. A student is placed in their class's league by their first
 * activity of the week, in the tier their last week left them in, in the first group of that
 * tier with room. A week is closed once, after it ends, by the `leagues/close-weeks` job: each
 * group is ranked by the experience earned that week, the top goes up a tier, the bottom goes
 * down, and the first three are paid the `leagues/{place}` reward rules through the ledger.
 */
export function createLeagueService(deps: {
  db: Database;
  rewards: RewardService;
  now?: () => Date;
}) {
  const { db, rewards } = deps;
  const now = deps.now ?? (() => new Date());

  async function tierOf(tx: Database, classId: string, userId: string, weekStart: string) {
    const last = await repository.lastResult(tx, classId, userId, weekStart);
    return last?.outcome ? tierAfter(last.tier, last.outcome) : 0;
  }

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

  /** One group, ranked by the week's experience so far (or at its end), as `rule` names them. */
  async function groupOf(
    tx: Database,
    members: readonly MemberWithName[],
    window: { from: Date; to: Date },
    settings: LeagueSettings,
    rule: NameRule,
  ) {
    const first = members[0]?.member;
    const ids = members.map(({ member }) => member.userId);
    const earned = await experienceEarned(tx, ids, window.from, window.to);
    const order = ranked(
      members.map((row) => ({
        ...row,
        ...row.member,
        experience: earned.get(row.member.userId) ?? 0,
      })),
    );
    const moves = movesOf(order.length, first?.tier ?? 0, settings);
    return {
      tier: first?.tier ?? 0,
      groupNo: first?.groupNo ?? 1,
      moves,
      members: order.map((entrant) => ({
        entrant,
        zone: zoneOf(entrant, order.length, moves),
        name: shownName(rule, entrant),
      })),
    };
  }

  function groupView(group: Awaited<ReturnType<typeof groupOf>>, viewerId: string): LeagueGroup {
    return {
      tier: leagueTiers[group.tier] ?? 'bronze',
      group: group.groupNo,
      promote: group.moves.promote,
      demote: group.moves.demote,
      members: group.members.map(({ entrant, zone, name }) => ({
        rank: entrant.rank,
        userId: entrant.userId,
        name,
        experience: entrant.experience,
        you: entrant.userId === viewerId,
        zone,
      })),
    };
  }

  /** Members split into their groups, in tier and group order. */
  function byGroup(rows: readonly MemberWithName[]) {
    const groups = new Map<string, MemberWithName[]>();
    for (const row of rows) {
      const key = `${row.member.tier}:${row.member.groupNo}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    return [...groups.values()];
  }

  async function closeWeek(classId: string, weekStart: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const week = await repository.close(tx, classId, weekStart, now());
      if (!week) return false;
      const settings = await repository.settings(tx);
      const className = (await classRepository.find(tx, classId))?.name;
      const rows = await repository.members(tx, classId, weekStart);
      for (const members of byGroup(rows)) {
        const group = await groupOf(
          tx,
          members,
          { from: week.startsAt, to: week.endsAt },
          settings,
          'nickname',
        );
        for (const { entrant, zone } of group.members) {
          await repository.saveResult(tx, entrant, {
            experience: entrant.experience,
            finalRank: entrant.rank,
            outcome: outcomeOf[zone],
          });
          const place = prizePlace(entrant);
          if (place && (await claimReward(tx, entrant.userId, `league:${classId}:${weekStart}`)))
            await rewards.grantForAction(
              tx,
              entrant.userId,
              { referenceTable: 'leagues', referenceSelector: place },
              ledgerReasons.leaguePrize(place, className),
            );
        }
      }
      return true;
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
      const row = await classRepository.find(db, classId);
      if (
        !row ||
        (caller.user_role !== 'admin' && !(await classRepository.isTeacher(db, classId, caller.id)))
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

    /** The `leagues/close-weeks` job: closes every week that has ended; answers how many. */
    async closeDueWeeks(): Promise<number> {
      let closed = 0;
      for (const week of await repository.dueWeeks(db, now()))
        if (await closeWeek(week.classId, week.weekStart)) closed += 1;
      return closed;
    },
  };
}
export type LeagueService = ReturnType<typeof createLeagueService>;
