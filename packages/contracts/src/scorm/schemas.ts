import { z } from 'zod';
import {
  scormCompletionStatuses,
  scormLessonStatuses,
  scormLimits,
  scormSuccessStatuses,
  scormVersions,
} from './constants';

export const scormVersionSchema = z.enum(scormVersions);
export const scormPackageIdSchema = z.uuid('packageId must be a package id.');

/** What an upload found in the package's manifest; the editor keeps it in the activity. */
export const scormPackageSchema = z.object({
  packageId: z.string(),
  version: scormVersionSchema,
  title: z.string(),
  /** The launchable SCO's file, relative to the package root (with its query, if any). */
  launch: z.string(),
  /** Percent needed to pass (1.2 adlcp:masteryscore, 2004 minNormalizedMeasure × 100), if any. */
  masteryScore: z.number().nullable(),
  files: z.number().int(),
  bytes: z.number().int(),
});
export type ScormPackage = z.infer<typeof scormPackageSchema>;
export const scormPackageResponseSchema = z.object({ data: scormPackageSchema });

/** Where the player frames the launcher, and the origin its messages must come from. */
export const scormLaunchResponseSchema = z.object({
  data: z.object({ launchUrl: z.string(), origin: z.string() }),
});

const score = z.number().finite().min(-1_000_000).max(1_000_000).nullable();
/** SCORM's timeinterval (2004, ISO 8601) or CMITimespan (1.2, HHHH:MM:SS.SS), as the SCO wrote it. */
const sessionTime = z
  .string()
  .max(40)
  .regex(
    /^(P[0-9YMDTHS.]*|\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?)?$/,
    'session_time is not a SCORM time.',
  );

/**
 * What the launcher relays at each commit: the tracked elements of either version, read from
 * scorm-again's cmi. Anything else a SCO writes stays in its frame.
 */
export const scormRuntimeSchema = z.strictObject({
  version: scormVersionSchema,
  /** 1.2 lesson_status; absent for 2004. */
  lessonStatus: z.enum(scormLessonStatuses).optional(),
  /** 2004 completion_status and success_status. */
  completionStatus: z.enum(scormCompletionStatuses).optional(),
  successStatus: z.enum(scormSuccessStatuses).optional(),
  scoreRaw: score.optional(),
  scoreMin: score.optional(),
  scoreMax: score.optional(),
  /** 2004 score.scaled, −1 to 1. */
  scoreScaled: z.number().finite().min(-1).max(1).nullable().optional(),
  suspendData: z.string().max(scormLimits.maxSuspendData).default(''),
  location: z.string().max(scormLimits.maxLocation).default(''),
  sessionTime: sessionTime.default(''),
  /** Whether the SCO finished (LMSFinish / Terminate) with this commit. */
  finished: z.boolean().default(false),
});
export type ScormRuntime = z.infer<typeof scormRuntimeSchema>;

/** POST …/scorm: one commit of the runtime, with the client's statement id (a repeat is one). */
export const scormCommitRequestSchema = z.strictObject({
  statementId: z.uuid('statementId must be a UUID the client made for this action.'),
  runtime: scormRuntimeSchema,
});

/** What was saved and where the learner is left, as the player's progress calls answer. */
export const scormSavedSchema = z.object({
  /** What the launcher loads at the next launch (total time in seconds, the rest as saved). */
  runtime: scormRuntimeSchema.extend({ totalSeconds: z.number().int() }).nullable(),
});
export type ScormSaved = z.infer<typeof scormSavedSchema>;
