import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { refreshTokens, users } from '../../db/schema';

const publicUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

export type PublicUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'student' | 'facilitator' | 'admin';
};

export function createSsoRepository(db: Database) {
  return {
    async findUserForLogin(email: string) {
      const [row] = await db
        .select({ ...publicUserColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row;
    },

    async findUser(id: string): Promise<PublicUser | undefined> {
      const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Returns undefined when the email is taken. */
    async insertUser(values: typeof users.$inferInsert): Promise<PublicUser | undefined> {
      const [row] = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning(publicUserColumns);
      return row;
    },

    async insertRefreshToken(values: typeof refreshTokens.$inferInsert) {
      await db.insert(refreshTokens).values(values);
    },

    async findRefreshToken(tokenHash: string) {
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
    async markRefreshTokenUsed(id: string): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async refreshTokenState(id: string) {
      const [row] = await db
        .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.id, id))
        .limit(1);
      return row;
    },

    async revokeFamily(familyId: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type SsoRepository = ReturnType<typeof createSsoRepository>;
