import { z } from 'zod';
import { changesOf } from '../shared/changes';

/** Whether `name` is a time zone this runtime knows (an IANA name such as Europe/Madrid). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, 'timeZone must be a time zone such as Europe/Madrid.');

/**
 * A student's own settings: the time zone their learning days follow, whether music
 * and sound effects play, and whether they appear on leagues and leaderboards.
 */
export const settingsSchema = z.strictObject({
  timeZone: timeZoneSchema.default('UTC'),
  music: z.boolean().default(false),
  sound: z.boolean().default(true),
  /** Off: left out of weekly leagues and every leaderboard (they can still look at them). */
  leaderboards: z.boolean().default(true),
});
export type Settings = z.output<typeof settingsSchema>;
export const settingsChangeSchema = changesOf(settingsSchema);
export const settingsResponseSchema = z.object({ data: settingsSchema });

/** Streak lengths that reward through the ledger (the `streaks/milestone` reward rules). */
export const streakMilestones = [3, 7, 14, 30, 60, 100, 200, 365] as const;

/** GET /sparked-api/my/streak: the learner's streak as it stands now, in their own time zone. */
export const streakSchema = z.object({
  /** Days in a row with learning, up to today or yesterday; 0 once broken. */
  days: z.number().int(),
  longest: z.number().int(),
  learnedToday: z.boolean(),
  /** Streak freezes held, and how many the next day of learning will use to keep the streak. */
  freezes: z.number().int(),
  freezesNeeded: z.number().int(),
  nextMilestone: z.number().int().nullable(),
  timeZone: z.string(),
});
export type Streak = z.infer<typeof streakSchema>;
export const streakResponseSchema = z.object({ data: streakSchema });
