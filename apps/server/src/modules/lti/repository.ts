import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  ltiAccounts,
  ltiContexts,
  ltiNonces,
  ltiPlatforms,
  ltiSessionCodes,
  users,
} from '../../db/schema';

export type LtiPlatformRow = typeof ltiPlatforms.$inferSelect;
type PlatformValues = Omit<typeof ltiPlatforms.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Registered LMSs, the nonces of their logins, and the people and courses they launched. */
export const ltiRepository = {
  platforms: (db: Database) =>
    db.select().from(ltiPlatforms).orderBy(asc(ltiPlatforms.name), asc(ltiPlatforms.id)),

  async platform(db: Database, id: string): Promise<LtiPlatformRow | undefined> {
    const [row] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, id));
    return row;
  },

  platformsOf: (db: Database, issuer: string) =>
    db.select().from(ltiPlatforms).where(eq(ltiPlatforms.issuer, issuer)),

  async insertPlatform(db: Database, values: PlatformValues): Promise<LtiPlatformRow> {
    const [row] = await db.insert(ltiPlatforms).values(values).returning();
    if (!row) throw new Error('platform was not inserted');
    return row;
  },

  async updatePlatform(db: Database, id: string, values: Omit<PlatformValues, 'createdBy'>) {
    const [row] = await db
      .update(ltiPlatforms)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(ltiPlatforms.id, id))
      .returning();
    return row;
  },

  async setPlatformStatus(db: Database, id: string, status: LtiPlatformRow['status']) {
    const [row] = await db
      .update(ltiPlatforms)
      .set({ status, updatedAt: new Date() })
      .where(eq(ltiPlatforms.id, id))
      .returning();
    return row;
  },

  async deletePlatform(db: Database, id: string): Promise<LtiPlatformRow | undefined> {
    const [row] = await db.delete(ltiPlatforms).where(eq(ltiPlatforms.id, id)).returning();
    return row;
  },

  async insertNonce(db: Database, values: typeof ltiNonces.$inferInsert) {
    await db.insert(ltiNonces).values(values);
  },

  /** Spends a nonce of this platform that is unspent and unexpired; false otherwise (a replay). */
  async spendNonce(db: Database, nonce: string, platformId: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(ltiNonces)
      .set({ usedAt: at })
      .where(
        and(
          eq(ltiNonces.nonce, nonce),
          eq(ltiNonces.platformId, platformId),
          isNull(ltiNonces.usedAt),
          gt(ltiNonces.expiresAt, at),
        ),
      )
      .returning({ nonce: ltiNonces.nonce });
    return rows.length === 1;
  },

  async accountOf(db: Database, issuer: string, subject: string) {
    const [row] = await db
      .select({ userId: ltiAccounts.userId })
      .from(ltiAccounts)
      .where(and(eq(ltiAccounts.issuer, issuer), eq(ltiAccounts.subject, subject)));
    return row?.userId;
  },

  async insertAccount(db: Database, values: typeof ltiAccounts.$inferInsert) {
    await db.insert(ltiAccounts).values(values);
  },

  /** Raises a student to facilitator (never lowers a role, never makes an admin). */
  async raiseToFacilitator(db: Database, userId: string): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ role: 'facilitator' })
      .where(and(eq(users.id, userId), eq(users.role, 'student')))
      .returning({ id: users.id });
    return rows.length === 1;
  },

  async contextClass(
    db: Database,
    context: { issuer: string; deploymentId: string; contextId: string },
  ) {
    const [row] = await db
      .select({ classId: ltiContexts.classId })
      .from(ltiContexts)
      .where(
        and(
          eq(ltiContexts.issuer, context.issuer),
          eq(ltiContexts.deploymentId, context.deploymentId),
          eq(ltiContexts.contextId, context.contextId),
        ),
      );
    return row?.classId;
  },

  async insertContext(db: Database, values: typeof ltiContexts.$inferInsert) {
    await db.insert(ltiContexts).values(values);
  },

  async insertSessionCode(db: Database, values: typeof ltiSessionCodes.$inferInsert) {
    await db.insert(ltiSessionCodes).values(values);
  },

  /** Spends a code once, before it expires: the account it signs in, or undefined. */
  async spendSessionCode(db: Database, codeHash: string, at: Date) {
    const [row] = await db
      .update(ltiSessionCodes)
      .set({ usedAt: at })
      .where(
        and(
          eq(ltiSessionCodes.codeHash, codeHash),
          isNull(ltiSessionCodes.usedAt),
          gt(ltiSessionCodes.expiresAt, at),
        ),
      )
      .returning({ userId: ltiSessionCodes.userId });
    return row?.userId;
  },

  /** Nonces and codes past their time: kept a day, so a late replay still reads as spent. */
  async removeExpired(db: Database, before: Date) {
    await db.delete(ltiNonces).where(lt(ltiNonces.expiresAt, before));
    await db
      .delete(ltiSessionCodes)
      .where(or(lt(ltiSessionCodes.expiresAt, before), lt(ltiSessionCodes.usedAt, before)));
  },
};
