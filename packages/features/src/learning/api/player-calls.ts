import type {
  ActivityState,
  Answer,
  CompletionRewards,
  LearnerActivity,
  QuestionResult,
  ScormRuntime,
  SubmitResult,
} from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { type ApiClient, callEndpoint } from '../../api-client';
import { writeBalances } from '../../wallet';
import { raiseLearningMoment } from '../model/learning-moments';
import { type ActivityPlace, learningKeys } from './learning-queries';

/** Asks where a SCORM package's launcher is served (the player and the author's preview). */
export const scormLauncher = (client: ApiClient) => async (packageId: string) =>
  (await callEndpoint(client, 'scormLaunch', { params: { packageId } })).data;

export type PlayerCalls = {
  checkAnswer: (blockId: string, answer: Answer) => Promise<QuestionResult>;
  submitForm: (answers: Record<string, Answer>) => Promise<SubmitResult>;
  complete: () => Promise<CompletionRewards>;
  saveProgress: (progress: { page?: number; seconds: number }) => Promise<void>;
  saveDraft: (answers: Record<string, Answer>) => Promise<void>;
  /** A SCORM package's commit: its runtime saved, and completion when it says so. */
  saveScorm: (runtime: ScormRuntime) => Promise<void>;
  /** Where a SCORM package's launcher is served (the sandbox origin). */
  scormLaunch: (packageId: string) => Promise<{ launchUrl: string; origin: string }>;
};

/**
 * The player's calls for one activity. Each action names itself with a fresh statement id, so a
 * retried request counts once on the server. Every answer's state goes into the activity's cache;
 * a submit or completion also puts new balances in the wallet bar and re-reads maps and classes.
 */
export function usePlayerCalls(
  client: ApiClient,
  place: ActivityPlace,
  onCompleted?: (completion: CompletionRewards) => void,
): PlayerCalls {
  const queryClient = useQueryClient();
  const { classId, moduleId, activityId } = place;
  // Read when a completion lands, so a new callback each render does not remake the calls.
  const completedRef = useRef(onCompleted);
  completedRef.current = onCompleted;
  return useMemo(() => {
    const params = { classId, moduleId, activityId };
    const update = (change: (activity: LearnerActivity) => Partial<LearnerActivity>) =>
      queryClient.setQueryData<LearnerActivity>(
        learningKeys.activity(params),
        (activity) => activity && { ...activity, ...change(activity) },
      );
    const keep = (state: ActivityState) => update(() => ({ state }));
    /** A submit or completion changed the student's state: the maps and classes follow it. */
    const changed = async (state: ActivityState, completion: CompletionRewards) => {
      keep(state);
      if (completion.wallets) await writeBalances(queryClient, completion.wallets);
      void queryClient.invalidateQueries({
        queryKey: learningKeys.all,
        predicate: (query) => query.queryKey.at(-2) !== 'activity',
      });
      if (completion.moduleCompleted) raiseLearningMoment('course-completed');
      if (state.status === 'completed') completedRef.current?.(completion);
    };
    return {
      checkAnswer: async (blockId, answer) => {
        const { data } = await callEndpoint(client, 'checkAnswer', {
          params,
          body: { blockId, answer },
          idempotencyKey: crypto.randomUUID(),
        });
        raiseLearningMoment(data.correct ? 'right' : 'wrong');
        return data;
      },
      submitForm: async (answers) => {
        // The statement is the intent: a repeat of it (a retry after a lost answer) is marked once.
        const statementId = crypto.randomUUID();
        const { data } = await callEndpoint(client, 'submitForm', {
          params,
          body: { statementId, answers },
          idempotencyKey: statementId,
        });
        raiseLearningMoment(data.passed ? 'right' : 'wrong');
        // Opened again, the form shows this attempt with the earlier ones, and no draft.
        const { score, maxScore, percent, passed, questions } = data;
        update(({ form }) => ({
          form: {
            draft: null,
            attempts: [
              ...(form?.attempts ?? []),
              { percent, passed, submittedAt: new Date().toISOString() },
            ],
            last: { answers, score, maxScore, percent, passed, questions },
          },
        }));
        await changed(data.state, data.completion);
        return data;
      },
      complete: async () => {
        const statementId = crypto.randomUUID();
        const { data } = await callEndpoint(client, 'completeActivity', {
          params,
          body: { statementId },
          idempotencyKey: statementId,
        });
        await changed(data.state, data.completion);
        return data.completion;
      },
      saveProgress: async (progress) => {
        const statementId = crypto.randomUUID();
        const { data } = await callEndpoint(client, 'saveProgress', {
          params,
          body: { statementId, ...progress },
          idempotencyKey: statementId,
        });
        keep(data);
      },
      saveScorm: async (runtime) => {
        const statementId = crypto.randomUUID();
        const { data } = await callEndpoint(client, 'saveScormRuntime', {
          params,
          body: { statementId, runtime },
          idempotencyKey: statementId,
        });
        const before = queryClient.getQueryData<LearnerActivity>(learningKeys.activity(params));
        // Completion is news once; later commits of a completed package only keep the state.
        if (data.state.status === 'completed' && before?.state.status !== 'completed')
          await changed(data.state, data.completion);
        else keep(data.state);
        // Opened again without a reload, the package resumes from this commit.
        update(() => ({ scorm: { runtime: data.runtime } }));
      },
      scormLaunch: scormLauncher(client),
      saveDraft: async (answers) => {
        await callEndpoint(client, 'saveFormDraft', { params, body: { answers } });
        update(({ form }) => ({ form: form && { ...form, draft: answers } }));
      },
    };
  }, [client, queryClient, classId, moduleId, activityId]);
}
