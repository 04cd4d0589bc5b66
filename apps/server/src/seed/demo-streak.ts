import type { Database } from '../db/database';
import { itemOwnership, streaks } from '../db/schema';
import { localDay } from '../modules/core/calendar';
import { streakFreezeItemId } from './economy-catalogue';

const daysAgo = (count: number) => localDay(new Date(Date.now() - count * 86_400_000), 'UTC');

/**
 * The demo student's streak: four days up to yesterday, so the dashboard asks for today's
 * learning on first start, and one streak freeze held.
 */
export async function seedDemoStreak(db: Database, studentId: string) {
  await db.insert(streaks).values({
    userId: studentId,
    current: 4,
    longest: 6,
    startDay: daysAgo(4),
    lastDay: daysAgo(1),
  });
  await db
    .insert(itemOwnership)
    .values({ userId: studentId, itemId: streakFreezeItemId, quantity: 1 });
}
