import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ltiAccounts, ltiPlatforms } from '../../db/schema';

/** The LMS identities of accounts, as linking moves them (decision 0031). */
export const ltiLinkRepository = {
  /** The LMS identity an account stands for, with its LMS's name. */
  async identityOf(db: Database, userId: string) {
    const [row] = await db
      .select({ issuer: ltiAccounts.issuer, subject: ltiAccounts.subject, name: ltiPlatforms.name })
      .from(ltiAccounts)
      .leftJoin(ltiPlatforms, eq(ltiPlatforms.issuer, ltiAccounts.issuer))
      .where(eq(ltiAccounts.userId, userId))
      .limit(1);
    return row;
  },

  /** Whether the account already stands for someone of this LMS. */
  async hasIdentityAt(db: Database, issuer: string, userId: string): Promise<boolean> {
    const rows = await db
      .select({ subject: ltiAccounts.subject })
      .from(ltiAccounts)
      .where(and(eq(ltiAccounts.issuer, issuer), eq(ltiAccounts.userId, userId)))
      .limit(1);
    return rows.length > 0;
  },

  /** Moves (issuer, sub) from one account to another, only while it is still the first's. */
  async move(
    db: Database,
    identity: { issuer: string; subject: string },
    from: string,
    to: string,
  ): Promise<boolean> {
    const moved = await db
      .update(ltiAccounts)
      .set({ userId: to })
      .where(
        and(
          eq(ltiAccounts.issuer, identity.issuer),
          eq(ltiAccounts.subject, identity.subject),
          eq(ltiAccounts.userId, from),
        ),
      )
      .returning({ subject: ltiAccounts.subject });
    return moved.length === 1;
  },

  async platformName(db: Database, issuer: string): Promise<string | undefined> {
    const [row] = await db
      .select({ name: ltiPlatforms.name })
      .from(ltiPlatforms)
      .where(eq(ltiPlatforms.issuer, issuer))
      .limit(1);
    return row?.name;
  },
};
