import {
  type PlatformLinks,
  platformLinksSchema,
  type Settings,
  type Streak,
  streakMilestones,
  type WalletAmount,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { streakFreezeItemId } from '../../seed/economy-catalogue';
import { localDay } from '../core/calendar';
import { ledgerReasons } from '../core/ledger-reasons';
import { platformSettingsRepository } from '../core/platform-settings-repository';
import { claimReward } from '../core/reward-claims-repository';
import type { LeagueService } from '../leagues';
import type { RewardService } from '../rewards';
import { studentAreaRepository as repository } from './repository';
import { learnOn, standing } from './streak-rules';

type StreakReward = { milestone: number | null; rewards: WalletAmount[] };
const noStreakReward: StreakReward = { milestone: null, rewards: [] };

/**
 * The gamified student area: settings, streaks and the platform's links. A streak counts days with learning
 * in the learner's own time zone; freezes from the store keep it through missed days, used on the
 * next day of learning; each milestone of a run rewards once through the ledger.
 */
export function createStudentAreaService(deps: {
  db: Database;
  rewards: RewardService;
  leagues: Pick<LeagueService, 'learned'>;
  now?: () => Date;
}) {
  const { db, rewards } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    settings: (userId: string) => repository.settings(db, userId),
    links: () => platformSettingsRepository.read(db, 'links', platformLinksSchema),
    async updateLinks(adminId: string, links: PlatformLinks) {
      await platformSettingsRepository.write(db, 'links', links, adminId);
      return platformSettingsRepository.read(db, 'links', platformLinksSchema);
    },
    updateSettings: (userId: string, changes: Partial<Settings>) =>
      repository.saveSettings(db, userId, changes),

    async streak(userId: string): Promise<Streak> {
      const { timeZone } = await repository.settings(db, userId);
      const [run, freezes] = await Promise.all([
        repository.streak(db, userId),
        repository.quantityHeld(db, userId, streakFreezeItemId),
      ]);
      return { ...standing(run, localDay(now(), timeZone), freezes), timeZone };
    },

    /**
     * Inside the transaction that completes an activity: today counts as a day of learning, and
     * the learner plays in this week's leagues. Answers the streak milestone today reached, if it
     * rewarded for the first time in this run, and what it granted.
     */
    async learned(tx: Database, userId: string): Promise<StreakReward> {
      await deps.leagues.learned(tx, userId);
      const { timeZone } = await repository.settings(tx, userId);
      const today = localDay(now(), timeZone);
      const run = await repository.streak(tx, userId, true);
      const freezes = await repository.quantityHeld(tx, userId, streakFreezeItemId);
      const next = learnOn(run, today, freezes);
      if (!next) return noStreakReward;
      if (next.freezesUsed > 0)
        await repository.useItems(tx, userId, streakFreezeItemId, next.freezesUsed);
      await repository.saveStreak(tx, userId, next.run, next.freezesUsed);
      const { current, startDay } = next.run;
      const reached = streakMilestones.find((milestone) => milestone === current);
      if (!reached || !(await claimReward(tx, userId, `streak:${startDay}:${reached}`)))
        return noStreakReward;
      const granted = await rewards.grantForAction(
        tx,
        userId,
        { referenceTable: 'streaks', referenceSelector: 'milestone' },
        ledgerReasons.streak(reached),
      );
      return { milestone: reached, rewards: granted };
    },
  };
}
export type StudentAreaService = ReturnType<typeof createStudentAreaService>;
