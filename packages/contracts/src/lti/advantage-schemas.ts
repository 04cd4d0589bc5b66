import { z } from 'zod';
import { catalogueEntrySchema } from '../shared/error';
import { issueText } from '../shared/issue-text';

/** One student's grades for the LMS in a class: how many scores are in each state. */
export const ltiStudentGradesSchema = z.object({
  userId: z.string(),
  name: z.string(),
  sent: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  /** What the LMS last said about a score still pending or refused, in its words. */
  lastError: z.string().nullable(),
  /**
   * The same as a catalogue entry (decision 0046), which the page shows in its reader's language;
   * null for one stored before entries were, which the page shows as its English.
   */
  lastErrorEntry: z.optional(z.nullable(catalogueEntrySchema)),
  lastSentAt: z.string().nullable(),
});
export type LtiStudentGrades = z.infer<typeof ltiStudentGradesSchema>;

export const ltiRosterSyncResultSchema = z.object({
  /** Accounts made or enrolled by this sync. */
  added: z.number().int(),
  /** Members who were in the class already. */
  kept: z.number().int(),
  /** Learners the LMS no longer lists: their place in the class ends; accounts and records stay. */
  removed: z.number().int(),
  /** Teachers of the course the LMS lists (co-teachers of the class). */
  teachers: z.number().int(),
  syncedAt: z.string(),
});
export type LtiRosterSyncResult = z.infer<typeof ltiRosterSyncResultSchema>;

/** A class's link to its LMS as its teachers see it; `null` for a class no LMS launched. */
export const ltiClassLinkSchema = z
  .object({
    platformName: z.string(),
    /** The LMS offered its roster (Names and Role Provisioning) at a launch. */
    rosterAvailable: z.boolean(),
    lastSync: ltiRosterSyncResultSchema.nullable(),
    students: z.array(ltiStudentGradesSchema),
  })
  .nullable();
export type LtiClassLink = z.infer<typeof ltiClassLinkSchema>;

export const ltiClassLinkResponseSchema = z.object({ data: ltiClassLinkSchema });
export const ltiRosterSyncResponseSchema = z.object({ data: ltiRosterSyncResultSchema });

/** A teacher's "send again" for one student's scores the LMS refused (decision 0033). */
export const ltiScoreResendRequestSchema = z.strictObject({
  userId: z.uuid(
    issueText(/*i18n*/ { id: 'lti.choose-a-student', message: 'Choose a student of the class.' }),
  ),
});
export type LtiScoreResendRequest = z.infer<typeof ltiScoreResendRequestSchema>;
/** How many failed scores went back to waiting for the LMS. */
export const ltiScoreResendResponseSchema = z.object({
  data: z.object({ requeued: z.number().int().nonnegative() }),
});
export type LtiScoreResend = z.infer<typeof ltiScoreResendResponseSchema>['data'];
