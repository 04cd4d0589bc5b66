import type { Database } from '../../db/database';
import { inChunks } from '../../db/in-chunks';
import { classRecords } from '../classes';
import { ledgerReasons } from '../core/ledger-reasons';
import { claimedKey, claimRewards } from '../core/reward-claims-repository';
import type { RewardService } from '../rewards';
import { experienceEarned } from '../wallets';
import { byGroup, type MemberWithName, rankedGroup } from './league-groups';
import { type ClassWeek, leagueRepository as repository } from './league-repository';
import { outcomeOf, prizePlace } from './league-rules';

/** What the league use cases share: the database, the reward rules, the clock. */
export type LeagueDeps = { db: Database; rewards: RewardService; now: () => Date };

type ClosedWeek = ClassWeek & { startsAt: Date; endsAt: Date };
type Winner = {
  week: ClassWeek;
  userId: string;
  place: NonNullable<ReturnType<typeof prizePlace>>;
};

const weekKey = (week: ClassWeek) => `${week.classId} ${week.weekStart}`;
const windowKey = (week: ClosedWeek) =>
  `${week.startsAt.toISOString()} ${week.endsAt.toISOString()}`;
/** The claim that pays a winner their week's prize once (kept from the close a class at a time). */
const prizeClaim = (winner: Winner) => ({
  userId: winner.userId,
  reference: `league:${winner.week.classId}:${winner.week.weekStart}`,
});

function byWeek(rows: readonly MemberWithName[]) {
  const weeks = new Map<string, MemberWithName[]>();
  for (const row of rows) {
    const key = weekKey(row.member);
    weeks.set(key, [...(weeks.get(key) ?? []), row]);
  }
  return weeks;
}

/**
 * What each member earned in their week, read once per distinct week window: a district's
 * classes share their weeks, so a batch is one read however many classes it has.
 */
async function earnedInWeeks(
  tx: Database,
  weeks: readonly ClosedWeek[],
  members: ReadonlyMap<string, readonly MemberWithName[]>,
) {
  const windows = new Map<string, { from: Date; to: Date; userIds: Set<string> }>();
  for (const week of weeks) {
    const window = windows.get(windowKey(week)) ?? {
      from: week.startsAt,
      to: week.endsAt,
      userIds: new Set(),
    };
    windows.set(windowKey(week), window);
    for (const { member } of members.get(weekKey(week)) ?? []) window.userIds.add(member.userId);
  }
  const earned = new Map<string, ReadonlyMap<string, number>>();
  for (const [key, { from, to, userIds }] of windows) {
    const totals = await inChunks([...userIds], async (ids) => [
      ...(await experienceEarned(tx, ids, from, to)),
    ]);
    earned.set(key, new Map(totals));
  }
  return (week: ClosedWeek): ReadonlyMap<string, number> =>
    earned.get(windowKey(week)) ?? new Map();
}

/** Pays each winner whose prize is not claimed yet the `leagues/{place}` reward rules. */
async function payPrizes(tx: Database, rewards: RewardService, winners: readonly Winner[]) {
  if (winners.length === 0) return;
  const claimed = await claimRewards(tx, winners.map(prizeClaim));
  const paid = winners.filter((winner) => claimed.has(claimedKey(prizeClaim(winner))));
  const names = await classRecords.names(tx, [...new Set(paid.map((w) => w.week.classId))]);
  await rewards.grantManyForAction(
    tx,
    paid.map(({ userId, place, week }) => ({
      userId,
      reference: { referenceTable: 'leagues', referenceSelector: place },
      reason: ledgerReasons.leaguePrize(place, names.get(week.classId)),
    })),
  );
}

/**
 * Closes up to `limit` ended weeks in one transaction, and answers how many: ranks each group by
 * the week's experience, saves the results, pays the first three their prizes. Each step is a
 * statement or a few for the whole batch, not one per group or winner: a district closes 3 000
 * classes on Monday morning (decision 0042).
 */
export async function closeDueBatch({ db, rewards, now }: LeagueDeps, limit: number) {
  return db.transaction(async (tx) => {
    const weeks = await repository.closeDue(tx, now(), limit);
    if (weeks.length === 0) return 0;
    const settings = await repository.settings(tx);
    const members = byWeek(await repository.membersOfWeeks(tx, weeks));
    const earnedIn = await earnedInWeeks(tx, weeks, members);
    const results = [];
    const winners: Winner[] = [];
    for (const week of weeks)
      for (const group of byGroup(members.get(weekKey(week)) ?? []))
        for (const { entrant, zone } of rankedGroup(group, earnedIn(week), settings, 'nickname')
          .members) {
          const { userId, experience, rank } = entrant;
          results.push({
            classId: week.classId,
            weekStart: week.weekStart,
            userId,
            experience,
            finalRank: rank,
            outcome: outcomeOf[zone],
          });
          const place = prizePlace(entrant);
          if (place) winners.push({ week, userId, place });
        }
    await repository.saveResults(tx, results);
    await payPrizes(tx, rewards, winners);
    return weeks.length;
  });
}
