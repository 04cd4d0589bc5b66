import type { Database } from '../../db/database';
import { inChunks } from '../../db/in-chunks';
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

/**
 * `claimReward` for many at once: answers the claims newly marked, as `user reference`; the others
 * were given before.
 */
export async function claimRewards(
  db: Database,
  claims: readonly { userId: string; reference: string }[],
): Promise<Set<string>> {
  const rows = await inChunks(claims, (chunk) =>
    db
      .insert(learningRewards)
      .values(chunk)
      .onConflictDoNothing()
      .returning({ userId: learningRewards.userId, reference: learningRewards.reference }),
  );
  return new Set(rows.map(claimedKey));
}

/** How `claimRewards` names a claim in its answer. */
export const claimedKey = (claim: { userId: string; reference: string }) =>
  `${claim.userId} ${claim.reference}`;
