import type { ScormRuntime, ScormSaved } from '@sparked/contracts';
import { act, complete, type LearningDeps } from './activity-engine';
import {
  type Caller,
  conflict,
  nothingEarned,
  type Place,
  presentState,
  stateStatus,
} from './learner-state';
import { learningRepository as repository } from './repository';

/** A session counts at most this long, so a tab left open for days does not. */
const maxSessionSeconds = 4 * 3600;

/** SCORM's session_time in seconds: 2004's ISO 8601 duration or 1.2's HHHH:MM:SS.SS. */
export function sessionSeconds(time: string): number {
  const clock = /^(\d{2,4}):(\d{2}):(\d{2})(?:\.\d{1,2})?$/.exec(time);
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  const iso =
    /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      time,
    );
  if (!iso) return 0;
  const [, years, months, days, hours, minutes, seconds] = iso.map((part) => Number(part ?? 0));
  return Math.round(
    ((((years ?? 0) * 365 + (months ?? 0) * 30 + (days ?? 0)) * 24 + (hours ?? 0)) * 60 +
      (minutes ?? 0)) *
      60 +
      (seconds ?? 0),
  );
}

/** The score as xAPI's scaled, 0 to 1: 2004's own scaled, or raw within min and max (0–100). */
export function scaledScore(runtime: ScormRuntime): number | null {
  const clamp = (value: number) => Math.round(Math.min(Math.max(value, 0), 1) * 10_000) / 10_000;
  if (runtime.scoreScaled !== undefined && runtime.scoreScaled !== null)
    return clamp(runtime.scoreScaled);
  if (runtime.scoreRaw === undefined || runtime.scoreRaw === null) return null;
  const min = runtime.scoreMin ?? 0;
  const max = runtime.scoreMax ?? 100;
  return max > min ? clamp((runtime.scoreRaw - min) / (max - min)) : null;
}

/**
 * What a commit says in Sparked's terms. Completed: 1.2 `completed` or `passed`, 2004
 * `completed` or `passed`. Success: the SCO's own passed/failed; else, with a mastery score and
 * a score, the score against it. A failed package is not complete, as a failed form is not.
 */
export function scormOutcome(runtime: ScormRuntime, masteryScore: number | null) {
  const scaled = scaledScore(runtime);
  const status = runtime.version === '1.2' ? runtime.lessonStatus : runtime.successStatus;
  let success: boolean | undefined =
    status === 'passed' ? true : status === 'failed' ? false : undefined;
  const finishedContent =
    runtime.version === '1.2'
      ? runtime.lessonStatus === 'completed' || runtime.lessonStatus === 'passed'
      : runtime.completionStatus === 'completed' || runtime.successStatus === 'passed';
  if (success === undefined && masteryScore !== null && scaled !== null && finishedContent)
    success = scaled * 100 >= masteryScore;
  return { scaled, success, completed: finishedContent && success !== false };
}

/** Saves a SCORM commit: the runtime to resume from, the best score, completion and its statement. */
export function createScormRecording(deps: LearningDeps) {
  return {
    scormCommit: (
      caller: Caller,
      place: Place,
      input: { statementId: string; runtime: ScormRuntime },
    ) =>
      act(
        deps,
        caller,
        place,
        input.statementId,
        async (tx, state, context, record) => {
          const { content } = context.activity;
          if (content.type !== 'scorm')
            throw conflict(
              /*i18n*/ {
                id: 'learning.only-scorm-packages-save-runtime-data',
                message: 'Only SCORM packages save runtime data.',
              },
            );
          const { runtime } = input;
          if (content.version && runtime.version !== content.version)
            throw conflict(
              /*i18n*/ {
                id: 'learning.this-package-is-scorm-not',
                message: 'This package is SCORM {version}, not {given}.',
                values: { version: content.version, given: runtime.version },
              },
            );
          const previous = state.scormRuntime;
          const seconds = runtime.finished
            ? Math.min(sessionSeconds(runtime.sessionTime), maxSessionSeconds)
            : 0;
          const saved: NonNullable<ScormSaved['runtime']> = {
            ...runtime,
            totalSeconds: (previous?.totalSeconds ?? 0) + seconds,
          };
          const outcome = scormOutcome(runtime, content.masteryScore);
          const percent = outcome.scaled === null ? null : Math.round(outcome.scaled * 100);
          let current = await repository.updateState(tx, state, {
            scormRuntime: saved,
            ...(percent === null ? {} : { bestScore: Math.max(state.bestScore ?? 0, percent) }),
          });
          let completion = nothingEarned;
          const newlyCompleted = outcome.completed && state.status !== 'completed';
          if (newlyCompleted)
            ({ state: current, completion } = await complete(
              deps,
              tx,
              caller,
              place,
              current,
              context,
            ));
          const answer = {
            state: presentState(current, stateStatus(current)),
            completion,
            runtime: saved,
          };
          const score = outcome.scaled === null ? {} : { score: { scaled: outcome.scaled } };
          const duration = seconds > 0 ? { seconds } : {};
          if (newlyCompleted)
            await record(outcome.success === true ? 'passed' : 'completed', answer, {
              ...score,
              ...(outcome.success === undefined ? {} : { success: outcome.success }),
              completion: true,
              ...duration,
            });
          else if (outcome.success === false && runtime.finished)
            await record('failed', answer, { ...score, success: false, ...duration });
          else await record('progressed', answer, { ...score, seconds });
          return answer;
        },
        // A repeat answers what the commit answered: its completion once, and the runtime now.
        (stored, state) => ({
          state: presentState(state, stateStatus(state)),
          completion: (stored as { completion?: typeof nothingEarned }).completion ?? nothingEarned,
          runtime: state.scormRuntime ?? null,
        }),
      ),
  };
}
