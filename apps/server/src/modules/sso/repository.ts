import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { refreshTokens, signingKeys, users } from '../../db/schema';
import { type PublicUser, publicUserColumns, userRepository } from '../core/users-repository';

export type { PublicUser };

/** Sign-in, sessions and signing keys; the user lookups every domain reads live in core. */
export const ssoRepository = {
  ...userRepository,
  async findUserForLogin(db: Database, email: string) {
    const [row] = await db
      .select({
        ...publicUserColumns,
        passwordHash: users.passwordHash,
        deactivatedAt: users.deactivatedAt,
      })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return row;
  },

  /** Whether the account exists at all, active or deactivated. */
  async userExists(db: Database, id: string): Promise<boolean> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    return rows.length > 0;
  },

  /** Returns undefined when the email is taken. */
  async insertUser(
    db: Database,
    values: typeof users.$inferInsert,
  ): Promise<PublicUser | undefined> {
    const [row] = await db
      .insert(users)
      .values(values)
      .onConflictDoNothing({ target: users.email })
      .returning(publicUserColumns);
    return row;
  },

  async insertRefreshToken(db: Database, values: typeof refreshTokens.$inferInsert) {
    await db.insert(refreshTokens).values(values);
  },

  async findRefreshToken(db: Database, tokenHash: string) {
    const [row] = await db
      .select({
        id: refreshTokens.id,
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row;
  },

  /** Marks a token spent; false when another request spent it first (the update is conditional). */
  async markRefreshTokenUsed(db: Database, id: string): Promise<boolean> {
    const rows = await db
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  },

  async refreshTokenState(db: Database, id: string) {
    const [row] = await db
      .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, id))
      .limit(1);
    return row;
  },

  /** Ends every session of a user: their refresh tokens stop working at once. */
  async revokeAllOf(db: Database, userId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  },

  /**
   * Whether any token of the family was revoked. A revocation racing a rotation can miss the
   * sibling the rotation inserts (its UPDATE reads the family before that insert commits), so the
   * family's state, not only the token's own row, decides whether a token still works.
   */
  async familyRevoked(db: Database, familyId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
      .limit(1);
    return row !== undefined;
  },

  async revokeFamily(db: Database, familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  },

  /** Oldest first: every instance signs with the first, so instances started together agree. */
  async retireSigningKeys(db: Database, at: Date) {
    await db.update(signingKeys).set({ retiredAt: at }).where(isNull(signingKeys.retiredAt));
  },

  signingKeys: (db: Database) =>
    db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid)),

  async signingKey(db: Database, kid: string) {
    const [row] = await db.select().from(signingKeys).where(eq(signingKeys.kid, kid));
    return row;
  },

  async insertSigningKey(db: Database, values: typeof signingKeys.$inferInsert) {
    await db.insert(signingKeys).values(values).onConflictDoNothing();
  },
};
