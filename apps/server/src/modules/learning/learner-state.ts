import type {
  AccessTokenClaims,
  ActivityState,
  ActivityStatus,
  CompletionRewards,
  FormRecord,
} from '@sparked/contracts';
import type { ModuleSnapshot } from '../../db/authoring-schema';
import { AppError, notFound } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import type { ActivityStateRow } from './repository';

export type Caller = Pick<AccessTokenClaims, 'id'>;
export interface Place {
  classId: string;
  moduleId: string;
  activityId: string;
}
export type SnapshotActivity =
  ModuleSnapshot['sections'][number]['units'][number]['activities'][number];

/** A save counts at most this much time, so a tab left open overnight does not. */
export const maxSecondsPerSave = 300;
export const conflict = (message: string | ServerMessage) => new AppError(409, 'conflict', message);
export const unavailable = () =>
  notFound(
    /*i18n*/ {
      id: 'learning.this-module-is-not-available-in',
      message: 'This module is not available in your class.',
    },
  );
export const noActivity = () =>
  notFound(
    /*i18n*/ {
      id: 'learning.there-is-no-such-activity-in',
      message: 'There is no such activity in this module.',
    },
  );
/** A form failed, or an activity completed before: nothing new was earned. */
export const nothingEarned: CompletionRewards = {
  rewards: [],
  wallets: null,
  moduleCompleted: false,
  streakMilestone: null,
  certificateId: null,
};

export const activitiesOf = (snapshot: ModuleSnapshot): SnapshotActivity[] =>
  snapshot.sections.flatMap((section) => section.units.flatMap((unit) => unit.activities));

export function presentState(
  row: ActivityStateRow | undefined,
  status: ActivityStatus,
): ActivityState {
  return {
    status,
    attempts: row?.attempts ?? 0,
    bestScore: row?.bestScore ?? null,
    page: row?.page ?? 0,
    secondsSpent: row?.secondsSpent ?? 0,
    openedAt: row?.openedAt?.toISOString() ?? null,
    completedAt: row?.completedAt?.toISOString() ?? null,
  };
}

export type StoredAttempt = { verb: string; reply: Record<string, unknown>; createdAt: Date };
export type LastAttempt = NonNullable<FormRecord['last']>;

/** A submit statement's marking, when it holds one (seeded statements hold a percent at most). */
export function lastAttempt({
  answers,
  score,
  maxScore,
  percent,
  passed,
  questions,
}: Record<string, unknown>) {
  const marked =
    typeof score === 'number' &&
    typeof maxScore === 'number' &&
    typeof percent === 'number' &&
    typeof passed === 'boolean' &&
    Array.isArray(questions);
  return marked
    ? ({ answers: answers ?? {}, score, maxScore, percent, passed, questions } as LastAttempt)
    : null;
}

/** A form's draft and its attempts, from the state row and the statements of its marked submits. */
export function presentFormRecord(
  state: ActivityStateRow,
  newestFirst: StoredAttempt[],
): FormRecord {
  const attempts = [...newestFirst].reverse().map(({ verb, reply, createdAt }) => ({
    percent: typeof reply.percent === 'number' ? reply.percent : 0,
    passed: verb === 'passed',
    submittedAt: createdAt.toISOString(),
  }));
  const latest = newestFirst[0];
  return {
    draft: state.draftAnswers ?? null,
    attempts,
    last: latest ? lastAttempt(latest.reply) : null,
  };
}

/** Statuses in outline order: sequential classes lock what follows an unfinished activity. */
export function statuses(
  activities: readonly SnapshotActivity[],
  states: ReadonlyMap<string, ActivityStateRow>,
  sequential: boolean,
): Map<string, ActivityStatus> {
  const result = new Map<string, ActivityStatus>();
  let blocked = false;
  for (const activity of activities) {
    const state = states.get(activity.id);
    const own: ActivityStatus =
      state?.status === 'completed' ? 'completed' : state ? 'in-progress' : 'available';
    result.set(activity.id, blocked && own !== 'completed' ? 'locked' : own);
    if (sequential && own !== 'completed') blocked = true;
  }
  return result;
}

export const stateStatus = (row: ActivityStateRow): ActivityStatus =>
  row.status === 'completed' ? 'completed' : 'in-progress';
