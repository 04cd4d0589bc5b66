import { and, asc, count, desc, eq, gt, inArray, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { learningStatements, lrsConnection, lrsOutbox, users } from '../../db/schema';

/** The one row of settings and delivery status. */
const connectionId = 'default';

export type LrsConnectionRow = typeof lrsConnection.$inferSelect;
export type ConnectionSettings = Pick<
  LrsConnectionRow,
  'endpoint' | 'username' | 'password' | 'authorization'
>;

/** The longest a failing statement waits before its next try, in seconds. */
const maxBackoffSeconds = 300;

export const learningRecordsRepository = {
  /** Queues a statement for the store; a repeat of the same statement queues nothing more. */
  async enqueue(db: Database, statementIds: readonly string[]) {
    if (statementIds.length === 0) return;
    await db
      .insert(lrsOutbox)
      .values(statementIds.map((statementId) => ({ statementId })))
      .onConflictDoNothing();
  },

  /**
   * Takes up to `limit` due statements for one sender: their next try moves to `leaseUntil`, so
   * another sender skips them while this one works and takes them again if it dies. `SKIP LOCKED`
   * lets senders on several instances take different rows at once.
   */
  async claimDue(db: Database, now: Date, leaseUntil: Date, limit: number) {
    const due = db
      .select({ statementId: lrsOutbox.statementId })
      .from(lrsOutbox)
      .where(and(eq(lrsOutbox.status, 'pending'), lte(lrsOutbox.nextAttemptAt, now)))
      .orderBy(asc(lrsOutbox.nextAttemptAt), asc(lrsOutbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(lrsOutbox)
      .set({ nextAttemptAt: leaseUntil })
      .where(inArray(lrsOutbox.statementId, due))
      .returning({ statementId: lrsOutbox.statementId });
    return rows.map((row) => row.statementId);
  },

  /** The claimed statements with their learners, oldest first, as the xAPI mapping reads them. */
  async statementsFor(db: Database, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        statement: learningStatements,
        name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        email: users.email,
      })
      .from(learningStatements)
      .innerJoin(users, eq(users.id, learningStatements.userId))
      .where(inArray(learningStatements.id, [...ids]))
      .orderBy(asc(learningStatements.createdAt), asc(learningStatements.id));
  },

  /** The store has these: they leave the outbox, and the connection notes the success. */
  async delivered(db: Database, ids: readonly string[], now: Date) {
    if (ids.length > 0)
      await db
        .delete(lrsOutbox)
        .where(and(inArray(lrsOutbox.statementId, [...ids]), eq(lrsOutbox.status, 'pending')));
    await db
      .insert(lrsConnection)
      .values({ id: connectionId, lastSuccessAt: now, delivered: ids.length })
      .onConflictDoUpdate({
        target: lrsConnection.id,
        set: {
          lastSuccessAt: now,
          delivered: sql`${lrsConnection.delivered} + ${ids.length}`,
        },
      });
  },

  /**
   * These wait to be tried again, each a little longer the more it has failed (doubling from
   * 2 s up to 5 minutes, with some jitter so many instances do not knock together).
   */
  async retryLater(db: Database, ids: readonly string[], now: Date, error: string) {
    if (ids.length > 0)
      await db
        .update(lrsOutbox)
        .set({
          attempts: sql`${lrsOutbox.attempts} + 1`,
          nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => least(${maxBackoffSeconds}, 2 * power(2, ${lrsOutbox.attempts})) * (0.8 + random() * 0.4))`,
          reason: error,
        })
        .where(and(inArray(lrsOutbox.statementId, [...ids]), eq(lrsOutbox.status, 'pending')));
    await db
      .insert(lrsConnection)
      .values({ id: connectionId, lastFailureAt: now, lastError: error })
      .onConflictDoUpdate({
        target: lrsConnection.id,
        set: { lastFailureAt: now, lastError: error },
      });
  },

  /** The store refused this statement itself: it waits for an admin, with the store's reason. */
  async park(db: Database, id: string, reason: string, now: Date) {
    await db
      .update(lrsOutbox)
      .set({
        status: 'parked',
        reason,
        parkedAt: now,
        attempts: sql`${lrsOutbox.attempts} + 1`,
      })
      .where(and(eq(lrsOutbox.statementId, id), eq(lrsOutbox.status, 'pending')));
  },

  async counts(db: Database) {
    const rows = await db
      .select({ status: lrsOutbox.status, total: count(), oldest: min(lrsOutbox.createdAt) })
      .from(lrsOutbox)
      .groupBy(lrsOutbox.status);
    const of = (status: 'pending' | 'parked') => rows.find((row) => row.status === status);
    return {
      backlog: of('pending')?.total ?? 0,
      oldestWaitingAt: of('pending')?.oldest ?? null,
      parked: of('parked')?.total ?? 0,
    };
  },

  async connection(db: Database): Promise<LrsConnectionRow | undefined> {
    const [row] = await db.select().from(lrsConnection).where(eq(lrsConnection.id, connectionId));
    return row;
  },

  /** Saves the page's settings (all null: the environment's apply again); status is kept. */
  async saveSettings(db: Database, settings: ConnectionSettings, by: string, now: Date) {
    await db
      .insert(lrsConnection)
      .values({ id: connectionId, ...settings, updatedBy: by, updatedAt: now })
      .onConflictDoUpdate({
        target: lrsConnection.id,
        set: { ...settings, updatedBy: by, updatedAt: now },
      });
  },

  /** Every waiting statement due now: a connection just changed deserves a try at once. */
  async dueNow(db: Database, now: Date) {
    await db
      .update(lrsOutbox)
      .set({ nextAttemptAt: now })
      .where(and(eq(lrsOutbox.status, 'pending'), gt(lrsOutbox.nextAttemptAt, now)));
  },

  async parked(db: Database, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          statementId: lrsOutbox.statementId,
          reason: lrsOutbox.reason,
          attempts: lrsOutbox.attempts,
          parkedAt: lrsOutbox.parkedAt,
          verb: learningStatements.verb,
          activityId: learningStatements.activityId,
          statementAt: learningStatements.createdAt,
          learner: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        })
        .from(lrsOutbox)
        .innerJoin(learningStatements, eq(learningStatements.id, lrsOutbox.statementId))
        .innerJoin(users, eq(users.id, learningStatements.userId))
        .where(eq(lrsOutbox.status, 'parked'))
        .orderBy(desc(lrsOutbox.parkedAt), asc(lrsOutbox.statementId))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(lrsOutbox).where(eq(lrsOutbox.status, 'parked')),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  /** A parked statement goes back in the queue, due now; undefined when none was parked. */
  async unpark(db: Database, id: string, now: Date) {
    const [row] = await db
      .update(lrsOutbox)
      .set({ status: 'pending', nextAttemptAt: now, parkedAt: null, attempts: 0 })
      .where(and(eq(lrsOutbox.statementId, id), eq(lrsOutbox.status, 'parked')))
      .returning({ statementId: lrsOutbox.statementId, reason: lrsOutbox.reason });
    return row;
  },

  /** Forgets a parked statement for the store (the statement stays in Sparked). */
  async discard(db: Database, id: string) {
    const [row] = await db
      .delete(lrsOutbox)
      .where(and(eq(lrsOutbox.statementId, id), eq(lrsOutbox.status, 'parked')))
      .returning({ statementId: lrsOutbox.statementId, reason: lrsOutbox.reason });
    return row;
  },
};
