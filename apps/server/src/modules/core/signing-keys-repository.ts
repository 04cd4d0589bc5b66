import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { signingKeys } from '../../db/schema';

/** The Ed25519 keys Sparked signs with: access tokens, certificates and anything it issues. */
export const signingKeyRepository = {
  async retire(db: Database, at: Date) {
    await db.update(signingKeys).set({ retiredAt: at }).where(isNull(signingKeys.retiredAt));
  },

  /** Oldest first: every instance signs with the first, so instances started together agree. */
  all: (db: Database) =>
    db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid)),

  async find(db: Database, kid: string) {
    const [row] = await db.select().from(signingKeys).where(eq(signingKeys.kid, kid));
    return row;
  },

  async insert(db: Database, values: typeof signingKeys.$inferInsert) {
    await db.insert(signingKeys).values(values).onConflictDoNothing();
  },
};
