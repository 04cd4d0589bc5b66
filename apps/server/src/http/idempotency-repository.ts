import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema';

const ofKey = (userId: string, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/** The Idempotency-Key table: one row per user and key, in progress or holding its answer. */
export const idempotencyRepository = {
  /** Forgets the user's answered keys older than `hours`. */
  async deleteExpired(db: Database, userId: string, hours: number) {
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.state, 'done'),
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${hours})`),
        ),
      );
  },

  /** Takes a new key as in progress; false when the user has used it already. */
  async insertInProgress(db: Database, userId: string, key: string, requestHash: string) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, state: 'in_progress' })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return inserted.length > 0;
  },

  async find(db: Database, userId: string, key: string) {
    const [row] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        state: idempotencyKeys.state,
        status: idempotencyKeys.responseStatus,
        body: idempotencyKeys.responseBody,
      })
      .from(idempotencyKeys)
      .where(ofKey(userId, key));
    return row;
  },

  /** Marks a key still in progress as alive: its request is running (a long one). */
  async markAlive(db: Database, userId: string, key: string) {
    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(and(ofKey(userId, key), eq(idempotencyKeys.state, 'in_progress')));
  },

  /** Takes over an in-progress key unmarked for `seconds` (its process died); false when it is not. */
  async retakeAbandoned(db: Database, userId: string, key: string, seconds: number) {
    const taken = await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          ofKey(userId, key),
          eq(idempotencyKeys.state, 'in_progress'),
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${seconds})`),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return taken.length > 0;
  },

  /** Stores the answer a repeat of the key gets. */
  async saveAnswer(db: Database, userId: string, key: string, status: number, body: string) {
    await db
      .update(idempotencyKeys)
      .set({ state: 'done', responseStatus: status, responseBody: body })
      .where(ofKey(userId, key));
  },

  /**
   * Frees a key whose request failed, so a retry runs again. Only while it is in progress: a
   * transaction whose COMMIT went through but whose reply was lost stored its answer as `done`,
   * and that answer must stay for the retry to read.
   */
  async release(db: Database, userId: string, key: string) {
    await db
      .delete(idempotencyKeys)
      .where(and(ofKey(userId, key), eq(idempotencyKeys.state, 'in_progress')));
  },
};
