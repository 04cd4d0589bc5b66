import { z } from 'zod';
import { classIdSchema } from '../classes/schemas';
import { pageNumber, pagePosition } from '../shared/paging';
import { timeZoneSchema } from '../student-area/schemas';
import { leagueOutcomes, leagueTiers, maxLeagueGroupSize } from './constants';

/**
 * Weekly leagues and all-time leaderboards. A class's league runs from Monday 00:00
 * to the next Monday in the platform's league time zone; students who learn that week are placed
 * in their tier, in groups of at most `groupSize`. At the week's end the top of each group goes
 * up a tier and the bottom goes down, and the first three are paid prizes.
 */
export const leagueTierSchema = z.enum(leagueTiers);

/** GET and PUT /sparked-api/league-settings (admins). */
export const leagueSettingsSchema = z.strictObject({
  /** Weeks start on Monday at 00:00 in this zone. */
  timeZone: timeZoneSchema.default('UTC'),
  groupSize: z
    .number()
    .int()
    .min(5, 'groupSize must be at least 5.')
    .max(maxLeagueGroupSize, `groupSize must be at most ${maxLeagueGroupSize}.`)
    .default(maxLeagueGroupSize),
  /** At most this many go up (down) from each group, and never more than a third of it. */
  promote: z.number().int().min(0).max(10, 'promote must be at most 10.').default(5),
  demote: z.number().int().min(0).max(10, 'demote must be at most 10.').default(5),
});
export type LeagueSettings = z.output<typeof leagueSettingsSchema>;
export const leagueSettingsResponseSchema = z.object({ data: leagueSettingsSchema });

const day = z.iso.date();
const timestamp = z.iso.datetime({ offset: true });

export const leagueWeekSchema = z.object({
  /** The Monday the week starts, in the league time zone. */
  start: day,
  endsAt: timestamp,
});
export type LeagueWeek = z.infer<typeof leagueWeekSchema>;

/**
 * Someone on a league or a board. `name` is what the caller may see: a nickname to classmates
 * unless the teacher shows first names; the full name to the class's teachers.
 */
export const standingSchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  name: z.string(),
  experience: z.number().int(),
  you: z.boolean(),
});
export type Standing = z.infer<typeof standingSchema>;

export const leagueZones = ['up', 'stay', 'down'] as const;
export const leagueGroupSchema = z.object({
  tier: leagueTierSchema,
  /** Groups of a tier are numbered from 1. */
  group: z.number().int(),
  /** How many at the top go up and at the bottom go down if the week ended now. */
  promote: z.number().int(),
  demote: z.number().int(),
  members: z.array(standingSchema.extend({ zone: z.enum(leagueZones) })),
});
export type LeagueGroup = z.infer<typeof leagueGroupSchema>;

/** GET /sparked-api/my/leagues: the student's league in each of their classes that runs one. */
export const myLeagueSchema = z.object({
  classId: z.string(),
  className: z.string(),
  week: leagueWeekSchema,
  /** The tier they play in this week (or will, once they learn this week). */
  tier: leagueTierSchema,
  /** Null until they learn this week: the first activity places them in a group. */
  group: leagueGroupSchema.nullable(),
  /** How their last week in this class's league ended. */
  lastResult: z
    .object({
      weekStart: day,
      tier: leagueTierSchema,
      rank: z.number().int(),
      outcome: z.enum(leagueOutcomes),
    })
    .nullable(),
});
export type MyLeague = z.infer<typeof myLeagueSchema>;
export const myLeaguesResponseSchema = z.object({ data: z.array(myLeagueSchema) });

/** GET /sparked-api/classes/{classId}/league: every group of this week, for its teachers. */
export const classLeagueSchema = z.object({
  classId: z.string(),
  className: z.string(),
  enabled: z.boolean(),
  week: leagueWeekSchema,
  groups: z.array(leagueGroupSchema),
});
export type ClassLeague = z.infer<typeof classLeagueSchema>;
export const classLeagueResponseSchema = z.object({ data: classLeagueSchema });

/**
 * The all-time boards, by experience. Without `offset` the page opens around the caller's own
 * rank (five above and below); with it, it reads from there.
 */
export const boardQuerySchema = z.strictObject({
  offset: pagePosition('offset', 0, Number.MAX_SAFE_INTEGER).optional(),
  limit: pageNumber('limit', 1, 50, 11),
});
export const boardSchema = z.object({
  /** Everyone on the board (those who opted out are not). */
  total: z.number().int(),
  offset: z.number().int(),
  entries: z.array(standingSchema),
  /** The caller's own place, wherever the page is; null when they are not on it. */
  you: standingSchema.nullable(),
});
export type Board = z.infer<typeof boardSchema>;
export const boardResponseSchema = z.object({ data: boardSchema });

export const classBoardParamsSchema = z.strictObject({ classId: classIdSchema });
