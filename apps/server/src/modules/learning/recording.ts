import {
  type ActivityContent,
  type ActivityState,
  type Answer,
  gradeForm,
  type SubmitResult,
} from '@sparked/contracts';
import { act, complete, type LearningDeps } from './activity-engine';
import {
  type Caller,
  conflict,
  maxSecondsPerSave,
  nothingEarned,
  type Place,
  presentState,
  stateStatus,
} from './learner-state';
import { learningRepository as repository } from './repository';
import { scoreOf } from './xapi-statement';

/**
 * What a student's play changes, each a statement with the client's id so a repeat changes
 * nothing: time and page, a form's submit and its marking, an activity's completion.
 */
export function createRecording(deps: LearningDeps) {
  const { now } = deps;
  return {
    progress: (
      caller: Caller,
      place: Place,
      input: { statementId: string; page?: number; seconds: number },
    ) =>
      act(
        deps,
        caller,
        place,
        input.statementId,
        async (tx, state, _context, record) => {
          const seconds = Math.min(input.seconds, maxSecondsPerSave);
          await record(
            'progressed',
            { page: input.page, seconds },
            input.page === undefined ? { seconds } : { seconds, page: input.page },
          );
          const updated = await repository.updateState(tx, state, {
            ...(input.page === undefined ? {} : { page: input.page }),
            secondsSpent: state.secondsSpent + seconds,
          });
          return presentState(updated, stateStatus(updated));
        },
        (_result, state) => presentState(state, stateStatus(state)),
      ),

    submit: (
      caller: Caller,
      place: Place,
      input: { statementId: string; answers: Record<string, Answer> },
    ) =>
      act<SubmitResult>(
        deps,
        caller,
        place,
        input.statementId,
        async (tx, state, context, record) => {
          const content: ActivityContent = context.activity.content;
          if (content.type !== 'form')
            throw conflict(
              /*i18n*/ {
                id: 'learning.only-forms-are-submitted-complete-this',
                message: 'Only forms are submitted. Complete this activity instead.',
              },
            );
          if (content.attempts !== null && state.attempts >= content.attempts)
            throw conflict(
              /*i18n*/ {
                id: 'learning.you-have-used-all-attempts-at',
                message: 'You have used all {attempts} attempts at this form.',
                values: { attempts: content.attempts },
              },
            );
          const graded = gradeForm(content.questions, input.answers);
          const passed = graded.percent >= content.passMark;
          const attempts = state.attempts + 1;
          let current = await repository.updateState(tx, state, {
            attempts,
            bestScore: Math.max(state.bestScore ?? 0, graded.percent),
            draftAnswers: null,
          });
          let completion = nothingEarned;
          if (passed && state.status !== 'completed')
            ({ state: current, completion } = await complete(
              deps,
              tx,
              caller,
              place,
              current,
              context,
            ));
          const result: SubmitResult = {
            score: graded.score,
            maxScore: graded.maxScore,
            percent: graded.percent,
            passed,
            attemptsLeft: content.attempts === null ? null : content.attempts - attempts,
            questions: graded.results,
            state: presentState(current, stateStatus(current)),
            completion,
          };
          await record(
            passed ? 'passed' : 'failed',
            { ...result, answers: input.answers },
            {
              score: scoreOf(graded.score, graded.maxScore),
              success: passed,
              // A pass completes the form; a fail says nothing of an earlier completion.
              ...(passed ? { completion: true } : {}),
            },
          );
          return result;
        },
        (stored) => {
          const { answers: _answers, ...result } = stored;
          return result as unknown as SubmitResult;
        },
      ),

    complete: (caller: Caller, place: Place, input: { statementId: string }) =>
      act(
        deps,
        caller,
        place,
        input.statementId,
        async (tx, state, context, record) => {
          const { content } = context.activity;
          if (content.type === 'form')
            throw conflict(
              /*i18n*/ {
                id: 'learning.submit-the-form-to-complete-it',
                message: 'Submit the form to complete it.',
              },
            );
          if (content.type === 'iframe' && state.openedAt) {
            const waited = Math.floor((now().getTime() - state.openedAt.getTime()) / 1000);
            const left = content.requiredSeconds - waited;
            if (left > 0)
              throw conflict(
                /*i18n*/ {
                  id: 'learning.keep-this-open-for-more-seconds',
                  message: 'Keep this open for {left} more seconds to complete it.',
                  values: { left },
                },
              );
          }
          const completed =
            state.status === 'completed'
              ? { state, completion: nothingEarned }
              : await complete(deps, tx, caller, place, state, context);
          const answer = {
            state: presentState(completed.state, 'completed'),
            completion: completed.completion,
          };
          await record('completed', answer, { completion: true });
          return answer;
        },
        (stored) =>
          stored as unknown as { state: ActivityState; completion: SubmitResult['completion'] },
      ),
  };
}
