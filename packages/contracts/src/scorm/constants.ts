/**
 * SCORM packages (decision 0036): what an upload may hold and what a runtime save may carry.
 * Limits are enforced while the zip is read, never taken from its headers.
 */
export const scormLimits = {
  /** The uploaded zip. */
  maxZipBytes: 200 * 1024 * 1024,
  /** Entries (files and folders) in the zip. */
  maxEntries: 5000,
  /** All files together, uncompressed. */
  maxTotalBytes: 500 * 1024 * 1024,
  /** One file, uncompressed. */
  maxFileBytes: 100 * 1024 * 1024,
  /** How much larger than its compressed size a file may inflate (a bomb's ratio is in the thousands). */
  maxRatio: 200,
  /** imsmanifest.xml. */
  maxManifestBytes: 2 * 1024 * 1024,
  /** Packages per module. */
  perModule: 50,
  /** suspend_data: SCORM 2004 4th edition allows 64000 characters (1.2 allows 4096). */
  maxSuspendData: 64_000,
  /** location / lesson_location. */
  maxLocation: 1000,
} as const;

export const scormVersions = ['1.2', '2004'] as const;
export type ScormVersion = (typeof scormVersions)[number];

/** 1.2's cmi.core.lesson_status values. */
export const scormLessonStatuses = [
  'passed',
  'completed',
  'failed',
  'incomplete',
  'browsed',
  'not attempted',
] as const;
/** 2004's cmi.completion_status values. */
export const scormCompletionStatuses = [
  'completed',
  'incomplete',
  'not attempted',
  'unknown',
] as const;
/** 2004's cmi.success_status values. */
export const scormSuccessStatuses = ['passed', 'failed', 'unknown'] as const;

/** Where the launcher page on the sandbox origin lives, by package id. */
export const scormLaunchPath = (packageId: string) => `/scorm-launch/${packageId}`;
/** Where a package's files are served on the sandbox origin. */
export const scormFilesPath = (packageId: string) => `/scorm/${packageId}/`;

/** The messages the launcher and the player exchange (postMessage, origin checked both ways). */
export const scormMessageTypes = {
  ready: 'sparked-scorm:ready',
  start: 'sparked-scorm:start',
  commit: 'sparked-scorm:commit',
} as const;
