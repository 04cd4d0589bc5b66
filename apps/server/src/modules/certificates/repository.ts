import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { certificates } from '../../db/schema';

export type CertificateRow = typeof certificates.$inferSelect;

export const certificateRepository = {
  /** Undefined when the learner already holds a certificate for the module. */
  async insert(db: Database, row: typeof certificates.$inferInsert) {
    const [inserted] = await db.insert(certificates).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async setCredential(db: Database, id: string, credential: string) {
    await db.update(certificates).set({ credential }).where(eq(certificates.id, id));
  },

  async find(db: Database, id: string): Promise<CertificateRow | undefined> {
    const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
    return row;
  },

  async ofUser(db: Database, userId: string) {
    return db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, userId))
      .orderBy(desc(certificates.issuedAt));
  },

  async revoke(db: Database, id: string, reason: string, at: Date) {
    const [row] = await db
      .update(certificates)
      .set({ revokedAt: at, revokedReason: reason })
      .where(eq(certificates.id, id))
      .returning();
    return row;
  },
};
