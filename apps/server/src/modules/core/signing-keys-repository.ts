import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { signingKeys } from '../../db/schema';

/** The keys Sparked signs with (Ed25519 and RSA): access tokens, certificates, LTI messages. */
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
