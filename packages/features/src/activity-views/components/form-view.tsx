import type { Answer, LearnerContent, QuestionResult } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { type FormEvent, useState } from 'react';
import * as styles from './activity-view.css';
import { QuestionInput } from './question-input';

type Form = Extract<LearnerContent, { type: 'form' }>;

/** How a submitted form was marked, as the player's submit call and the preview both answer. */
export type FormResult = {
  score: number;
  maxScore: number;
  percent: number;
  passed: boolean;
  questions: QuestionResult[];
};
export type SubmitForm = (answers: Record<string, Answer>) => Promise<FormResult>;

/**
 * A form activity: every question, then one submit; the marking comes back per question with its
 * feedback, and the learner may try again while attempts remain.
 */
export function FormView({ form, submitForm }: { form: Form; submitForm: SubmitForm }) {
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [result, setResult] = useState<FormResult>();
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setProblem(undefined);
    try {
      setResult(await submitForm(answers));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setSending(false);
    }
  };
  const marked = (id: string) => result?.questions.find((question) => question.id === id);
  return (
    <form className={styles.blocks} onSubmit={(event) => void submit(event)}>
      <p className={styles.muted}>
        Pass mark {form.passMark}%{form.attempts ? ` · ${form.attempts} attempts` : ''}
      </p>
      <ol className={styles.questions}>
        {form.questions.map((question) => {
          const mark = marked(question.id);
          return (
            <li key={question.id} className={styles.question}>
              <p className={styles.prompt}>
                {question.prompt}{' '}
                <span className={styles.muted}>
                  ({question.points} {question.points === 1 ? 'point' : 'points'})
                </span>
              </p>
              <QuestionInput
                question={question}
                value={answers[question.id]}
                disabled={Boolean(result)}
                onChange={(answer) =>
                  setAnswers((current) => ({ ...current, [question.id]: answer }))
                }
              />
              {mark ? (
                <p className={styles.feedback} data-correct={mark.correct}>
                  {mark.correct ? 'Correct.' : 'Not correct.'}
                  {mark.feedback ? ` ${mark.feedback}` : ''}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {result ? (
        <div role="status" className={styles.result}>
          <p className={styles.prompt}>
            {result.passed ? 'Passed' : 'Not passed yet'}: {result.score} of {result.maxScore}{' '}
            points ({result.percent}%).
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              setResult(undefined);
              setAnswers({});
            }}
          >
            Try again
          </Button>
        </div>
      ) : (
        <div>
          <Button type="submit" loading={sending} disabled={form.questions.length === 0}>
            Submit answers
          </Button>
        </div>
      )}
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </form>
  );
}
