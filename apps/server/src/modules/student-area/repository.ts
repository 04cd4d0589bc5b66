import { type Settings, settingsSchema } from '@sparked/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { itemOwnership, streaks, userSettings } from '../../db/schema';
import type { StreakRun } from './streak-rules';

const defaults: Settings = settingsSchema.parse({});
const settingsColumns = {
  timeZone: userSettings.timeZone,
  music: userSettings.music,
  sound: userSettings.sound,
  leaderboards: userSettings.leaderboards,
};
const runColumns = {
  current: streaks.current,
  longest: streaks.longest,
  startDay: streaks.startDay,
  lastDay: streaks.lastDay,
};

export const studentAreaRepository = {
  /** A user's settings; the defaults until they change one. */
  async settings(db: Database, userId: string): Promise<Settings> {
    const [row] = await db
      .select(settingsColumns)
      .from(userSettings)
      .where(eq(userSettings.userId, userId));
    return row ?? defaults;
  },

  async saveSettings(db: Database, userId: string, changes: Partial<Settings>) {
    const [row] = await db
      .insert(userSettings)
      .values({ ...defaults, ...changes, userId })
      .onConflictDoUpdate({
        target: userSettings.userId,
        set: { ...changes, updatedAt: sql`now()` },
      })
      .returning(settingsColumns);
    return row ?? defaults;
  },

  async streak(db: Database, userId: string, lock = false): Promise<StreakRun | undefined> {
    const query = db.select(runColumns).from(streaks).where(eq(streaks.userId, userId));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async saveStreak(db: Database, userId: string, run: StreakRun, freezesUsed: number) {
    await db
      .insert(streaks)
      .values({ ...run, userId, freezesUsed })
      .onConflictDoUpdate({
        target: streaks.userId,
        set: {
          ...run,
          freezesUsed: sql`${streaks.freezesUsed} + ${freezesUsed}`,
          updatedAt: sql`now()`,
        },
      });
  },

  async quantityHeld(db: Database, userId: string, itemId: string): Promise<number> {
    const [row] = await db
      .select({ quantity: itemOwnership.quantity })
      .from(itemOwnership)
      .where(and(eq(itemOwnership.userId, userId), eq(itemOwnership.itemId, itemId)));
    return row?.quantity ?? 0;
  },

  /** Uses up `count` of an item held (the row goes when none is left: quantities stay positive). */
  async useItems(db: Database, userId: string, itemId: string, count: number) {
    const where = and(eq(itemOwnership.userId, userId), eq(itemOwnership.itemId, itemId));
    const [left] = await db
      .update(itemOwnership)
      .set({ quantity: sql`${itemOwnership.quantity} - ${count}`, updatedAt: sql`now()` })
      .where(and(where, sql`${itemOwnership.quantity} > ${count}`))
      .returning({ quantity: itemOwnership.quantity });
    if (!left) await db.delete(itemOwnership).where(where);
  },
};
