import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { leagueMembers, leagueWeeks } from '../db/schema';
import { addDays, weekOf } from '../modules/core/calendar';
import { leagueRepository } from '../modules/leagues/league-repository';
import type { WalletBook } from '../modules/wallets/wallet-book';

/** Silver, the tier the demo student was promoted to last week. */
const silver = 1;

/**
 * The demo class's league on first start: the demo student won last week's Bronze group and
 * now plays in Silver with two classmates who learned this week (their experience is credited
 * now, so it counts for this week); the fourth classmate has not learned yet, so is in no group.
 */
export async function seedDemoLeague(
  db: Database,
  book: WalletBook,
  ids: { classId: string; student: string; classmates: { userId: string; experience: number }[] },
) {
  const settings = await leagueRepository.settings(db);
  const week = weekOf(new Date(), settings.timeZone);
  const lastWeek = weekOf(new Date(week.startsAt.getTime() - 86_400_000), settings.timeZone);
  await db.transaction(async (tx) => {
    await leagueRepository.lockWeek(tx, ids.classId, lastWeek);
    // Closed as the Monday close would have closed it, with the demo student's result below.
    await tx
      .update(leagueWeeks)
      .set({ closedAt: week.startsAt })
      .where(and(eq(leagueWeeks.classId, ids.classId), eq(leagueWeeks.weekStart, lastWeek.start)));
    await tx.insert(leagueMembers).values({
      classId: ids.classId,
      weekStart: lastWeek.start,
      userId: ids.student,
      tier: silver - 1,
      groupNo: 1,
      joinedAt: new Date(`${addDays(lastWeek.start, 1)}T09:00:00Z`),
      experience: 180,
      finalRank: 1,
      outcome: 'promoted',
    });
    await leagueRepository.lockWeek(tx, ids.classId, week);
    for (const [order, userId] of [ids.student, ...ids.classmates.map((c) => c.userId)].entries())
      await leagueRepository.place(tx, {
        classId: ids.classId,
        weekStart: week.start,
        userId,
        tier: silver,
        groupNo: 1,
        joinedAt: new Date(week.startsAt.getTime() + (order + 1) * 3_600_000),
      });
    for (const { userId, experience } of ids.classmates)
      await book.apply(tx, userId, [
        { wallet: 'EXPERIENCE', delta: experience, kind: 'demo_seed', reason: 'Demo balance' },
      ]);
  });
}
