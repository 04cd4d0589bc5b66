import { type LeagueGroup, type LeagueSettings, leagueTiers } from '@sparked/contracts';
import type { Database } from '../../db/database';
import type { weekOf } from '../core/calendar';
import { experienceEarned } from '../wallets';
import { type LeagueMemberRow, leagueRepository as repository } from './league-repository';
import { movesOf, ranked, tierAfter, zoneOf } from './league-rules';
import { type NameRule, shownName } from './shown-names';

export type Week = ReturnType<typeof weekOf>;
export type MemberWithName = { member: LeagueMemberRow; firstName: string; lastName: string };

export const weekView = (week: Week) => ({ start: week.start, endsAt: week.endsAt.toISOString() });

/** The tier a learner starts the week in: where their last closed week left them. */
export async function tierOf(tx: Database, classId: string, userId: string, weekStart: string) {
  const last = await repository.lastResult(tx, classId, userId, weekStart);
  return last?.outcome ? tierAfter(last.tier, last.outcome) : 0;
}

/** One group, ranked by the week's experience so far (or at its end), as `rule` names them. */
export async function groupOf(
  tx: Database,
  members: readonly MemberWithName[],
  window: { from: Date; to: Date },
  settings: LeagueSettings,
  rule: NameRule,
) {
  const ids = members.map(({ member }) => member.userId);
  return rankedGroup(
    members,
    await experienceEarned(tx, ids, window.from, window.to),
    settings,
    rule,
  );
}

/** `groupOf` with each member's experience known (`earned`, none when absent). */
export function rankedGroup(
  members: readonly MemberWithName[],
  earned: ReadonlyMap<string, number>,
  settings: LeagueSettings,
  rule: NameRule,
) {
  const first = members[0]?.member;
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

export function groupView(group: ReturnType<typeof rankedGroup>, viewerId: string): LeagueGroup {
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
export function byGroup(rows: readonly MemberWithName[]) {
  const groups = new Map<string, MemberWithName[]>();
  for (const row of rows) {
    const key = `${row.member.tier}:${row.member.groupNo}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}
