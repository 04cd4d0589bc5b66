import type { Database } from '../../db/database';
import { classRecords } from '../classes';
import { ledgerReasons } from '../core/ledger-reasons';
import { claimReward } from '../core/reward-claims-repository';
import type { RewardService } from '../rewards';
import { byGroup, groupOf } from './league-groups';
import { leagueRepository as repository } from './league-repository';
import { outcomeOf, prizePlace } from './league-rules';

/** What the league use cases share: the database, the reward rules, the clock. */
export type LeagueDeps = { db: Database; rewards: RewardService; now: () => Date };

/** Closes an ended week once: ranks each group, saves results, pays the top three their prizes. */
export async function closeWeek(
  { db, rewards, now }: LeagueDeps,
  classId: string,
  weekStart: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const week = await repository.close(tx, classId, weekStart, now());
    if (!week) return false;
    const settings = await repository.settings(tx);
    const className = (await classRecords.find(tx, classId))?.name;
    const rows = await repository.members(tx, classId, weekStart);
    for (const members of byGroup(rows)) {
      const group = await groupOf(
        tx,
        members,
        { from: week.startsAt, to: week.endsAt },
        settings,
        'nickname',
      );
      await repository.saveResults(
        tx,
        { classId, weekStart },
        group.members.map(({ entrant, zone }) => ({
          userId: entrant.userId,
          experience: entrant.experience,
          finalRank: entrant.rank,
          outcome: outcomeOf[zone],
        })),
      );
      for (const { entrant } of group.members) {
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
