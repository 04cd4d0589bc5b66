import type { EventFields } from '@sparked/contracts';
import { and, asc, count, countDistinct, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { activityStates, eventEntries, events } from '../../db/schema';

export type EventRow = typeof events.$inferSelect;
export type EntryRow = typeof eventEntries.$inferSelect;

type EventInsert = typeof events.$inferInsert;

/** The API's fields as columns: all of them for a new event, the ones sent for a change. */
export function eventColumns(fields: EventFields): EventInsert;
export function eventColumns(fields: Partial<EventFields>): Partial<EventInsert>;
export function eventColumns(fields: Partial<EventFields>): Partial<EventInsert> {
  const { quest, reward, startsAt, endsAt, ...rest } = fields;
  return {
    ...rest,
    ...(startsAt ? { startsAt: new Date(startsAt) } : {}),
    ...(endsAt ? { endsAt: new Date(endsAt) } : {}),
    ...(quest ? { questKind: quest.kind, questTarget: quest.target } : {}),
    ...(reward ? { rewardWallet: reward.wallet, rewardAmount: reward.amount } : {}),
  };
}

export const eventRepository = {
  all: (db: Database) => db.select().from(events).orderBy(asc(events.endsAt)).limit(200),

  async bySlug(db: Database, slug: string, lock = false) {
    const query = db.select().from(events).where(eq(events.slug, slug));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async insert(db: Database, fields: EventFields) {
    const [row] = await db.insert(events).values(eventColumns(fields)).returning();
    if (!row) throw new Error('event was not inserted');
    return row;
  },

  async update(db: Database, id: string, fields: Partial<EventFields>) {
    const [row] = await db
      .update(events)
      .set({ ...eventColumns(fields), updatedAt: sql`now()` })
      .where(eq(events.id, id))
      .returning();
    return row;
  },

  async participants(db: Database, eventIds: readonly string[]) {
    if (eventIds.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ eventId: eventEntries.eventId, count: count() })
      .from(eventEntries)
      .where(inArray(eventEntries.eventId, [...eventIds]))
      .groupBy(eventEntries.eventId);
    return new Map(rows.map((row) => [row.eventId, row.count]));
  },

  async entries(db: Database, userId: string) {
    const rows = await db.select().from(eventEntries).where(eq(eventEntries.userId, userId));
    return new Map(rows.map((row) => [row.eventId, row]));
  },

  async join(db: Database, eventId: string, userId: string, at: Date) {
    await db.insert(eventEntries).values({ eventId, userId, joinedAt: at }).onConflictDoNothing();
  },

  /** Marks the reward given; false when it was given before (the entry is the lock). */
  async claim(db: Database, eventId: string, userId: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(eventEntries)
      .set({ claimedAt: at })
      .where(
        and(
          eq(eventEntries.eventId, eventId),
          eq(eventEntries.userId, userId),
          isNull(eventEntries.claimedAt),
        ),
      )
      .returning({ userId: eventEntries.userId });
    return rows.length > 0;
  },

  /** Activities the learner completed between `from` and `to`, each counted once. */
  async activitiesCompleted(db: Database, userId: string, from: Date, to: Date) {
    const [row] = await db
      .select({ count: countDistinct(activityStates.activityId) })
      .from(activityStates)
      .where(
        and(
          eq(activityStates.userId, userId),
          gte(activityStates.completedAt, from),
          lte(activityStates.completedAt, to),
        ),
      );
    return row?.count ?? 0;
  },
};
