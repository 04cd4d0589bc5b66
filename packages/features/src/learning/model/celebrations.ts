import { type CompletionRewards, levelOf } from '@sparked/contracts';

/** A moment a completion is worth marking, beyond what it earned. */
export type Celebration =
  | { kind: 'level'; level: number; nextLevelAt: number }
  | { kind: 'streak'; days: number };

/**
 * What a completion celebrates: a new level when the experience it earned crossed one (read from
 * the balance after it), and the streak milestone it reached.
 */
export function celebrationsOf(completion: CompletionRewards): Celebration[] {
  const celebrations: Celebration[] = [];
  const after = completion.wallets?.EXPERIENCE;
  const earned = completion.rewards
    .filter((reward) => reward.wallet === 'EXPERIENCE')
    .reduce((sum, reward) => sum + reward.amount, 0);
  if (after !== undefined && earned > 0) {
    const now = levelOf(after);
    if (now.level > levelOf(after - earned).level)
      celebrations.push({ kind: 'level', level: now.level, nextLevelAt: now.nextLevelAt });
  }
  if (completion.streakMilestone)
    celebrations.push({ kind: 'streak', days: completion.streakMilestone });
  return celebrations;
}
