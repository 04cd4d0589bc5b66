import { z } from 'zod';
import { classSummarySchema } from '../classes/schemas';

const timestamp = z.iso.datetime({ offset: true });

/**
 * Why a student shows on the educator dashboard: a form failed `failingAfterAttempts` times and
 * not passed yet, no progress on an open activity for `idleAfterDays` days, or nothing opened
 * since joining.
 */
export const attentionReasons = ['failing', 'idle', 'not-started'] as const;
export const failingAfterAttempts = 2;
export const idleAfterDays = 7;

/** GET /sparked-api/educator/overview: the signed-in teacher's classes at a glance. */
export const educatorOverviewSchema = z.object({
  classes: z.array(classSummarySchema),
  /** The latest completions across those classes, newest first. */
  recent: z.array(
    z.object({
      classId: z.string(),
      className: z.string(),
      userId: z.string(),
      studentName: z.string(),
      activityTitle: z.string(),
      score: z.number().nullable(),
      completedAt: timestamp,
    }),
  ),
  /** Students who may need a word from their teacher, failing first. */
  attention: z.array(
    z.object({
      classId: z.string(),
      className: z.string(),
      userId: z.string(),
      studentName: z.string(),
      reason: z.enum(attentionReasons),
      /** The activity concerned; null for a student who has not started. */
      activityTitle: z.string().nullable(),
      attempts: z.number().int(),
      /** Since when: the last change, or joining for one who has not started. */
      since: timestamp,
    }),
  ),
});
export type EducatorOverview = z.infer<typeof educatorOverviewSchema>;
export const educatorOverviewResponseSchema = z.object({ data: educatorOverviewSchema });
