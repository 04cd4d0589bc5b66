import {
  type LearnerContent,
  type ScormRuntime,
  type ScormSaved,
  scormMessageTypes,
  scormVersions,
} from '@sparked/contracts';

type ScormContent = Extract<LearnerContent, { type: 'scorm' }>;

/** Where a package's launcher is, and the origin its messages must come from. */
export type ScormLaunch = { launchUrl: string; origin: string };

const runtimeKeys = [
  'lessonStatus',
  'completionStatus',
  'successStatus',
  'scoreRaw',
  'scoreMin',
  'scoreMax',
  'scoreScaled',
  'suspendData',
  'location',
  'sessionTime',
  'finished',
] as const;

/**
 * The runtime a launcher's commit message carries, or null for any other message. Messages from
 * the frame are untrusted: only the known keys of the right kinds are kept; the server checks
 * their values against the contract.
 */
export function runtimeFromMessage(data: unknown): ScormRuntime | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; runtime?: unknown };
  if (message.type !== scormMessageTypes.commit) return null;
  const runtime = message.runtime as Record<string, unknown> | null;
  if (typeof runtime !== 'object' || runtime === null) return null;
  if (!(scormVersions as readonly unknown[]).includes(runtime.version)) return null;
  const picked: Record<string, unknown> = { version: runtime.version };
  for (const key of runtimeKeys) {
    const value = runtime[key];
    if (
      value === null ||
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value))
    )
      picked[key] = value;
  }
  return picked as ScormRuntime;
}

/** What the launcher needs to start the package where the learner left it. */
export const startMessage = (
  content: ScormContent,
  runtime: ScormSaved['runtime'],
  learnerId: string,
) => ({
  type: scormMessageTypes.start,
  version: content.version ?? '1.2',
  launch: content.launch,
  title: content.title,
  masteryScore: content.masteryScore,
  learnerId,
  learnerName: '',
  runtime,
});
