import type { Database } from '../../db/database';
import { learningRewards } from '../../db/schema';

/**
 * Marks a reward as given to a user under a reference (an activity, a streak, a league week);
 * false when it was given before, so each domain pays a reward once however often it is reached.
 */
export async function claimReward(
  db: Database,
  userId: string,
  reference: string,
): Promise<boolean> {
  const rows = await db
    .insert(learningRewards)
    .values({ userId, reference })
    .onConflictDoNothing()
    .returning({ reference: learningRewards.reference });
  return rows.length > 0;
}
