import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordResets, users } from '../../db/schema';

export const passwordResetsRepository = {
  async insert(db: Database, values: typeof passwordResets.$inferInsert) {
    await db.insert(passwordResets).values(values);
  },

  /**
   * Spends the unused, unexpired link with this token hash and answers its user's id. The update
   * is the condition: of two uses at once, only one gets the id.
   */
  async spend(db: Database, tokenHash: string, at: Date): Promise<string | undefined> {
    const [spent] = await db
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, at),
        ),
      )
      .returning({ userId: passwordResets.userId });
    return spent?.userId;
  },

  /** Spends every other link of the user, so an older email cannot set the password again. */
  async spendAllOf(db: Database, userId: string) {
    await db
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  },

  /** The new password, and every access token issued before it refused. */
  async setPassword(db: Database, userId: string, passwordHash: string) {
    await db
      .update(users)
      .set({ passwordHash, tokensValidAfter: sql`now()` })
      .where(eq(users.id, userId));
  },
};
