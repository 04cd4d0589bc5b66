import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Answer, FormRecord, LearnerContent, QuestionResult } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { type FormEvent, useRef, useState } from 'react';
import { useDraftSaver } from '../model/use-draft-saver';
import * as styles from './activity-view.css';
import { AnswerNotes } from './answer-notes';
import { FormAttempts } from './form-attempts';
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
export type SaveFormDraft = (answers: Record<string, Answer>) => Promise<void>;
type Attempt = FormRecord['attempts'][number];

export type FormViewProps = {
  form: Form;
  submitForm: SubmitForm;
  /** Where the learner left the form: their draft and earlier attempts (the player has them). */
  record?: FormRecord;
  /** Keeps the answers so far; called a moment after each change. */
  saveDraft?: SaveFormDraft;
};

/**
 * A form activity: every question, then one submit; the marking comes back per question with its
 * feedback, and the learner may try again while attempts remain. Answers are kept as a draft as
 * they are given; a form passed, or out of attempts, opens on its last marking.
 */
export function FormView({ form, submitForm, record, saveDraft }: FormViewProps) {
  const { t } = useLingui();
  const [attempts, setAttempts] = useState<Attempt[]>(record?.attempts ?? []);
  const attemptsLeft = form.attempts === null ? null : form.attempts - attempts.length;
  const [settled] = useState(() =>
    record?.last && (record.last.passed || attemptsLeft === 0) ? record.last : undefined,
  );
  const [answers, setAnswers] = useState<Record<string, Answer>>(
    () => settled?.answers ?? record?.draft ?? {},
  );
  const [result, setResult] = useState<FormResult | undefined>(settled);
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const draft = useDraftSaver(saveDraft);
  // Submit answers gives way to the marking: focus reads it; Try again starts at the first question.
  const focusAfterAction = useFocusAfterAction();
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setProblem(undefined);
    try {
      await draft.settle();
      const marked = await submitForm(answers);
      setResult(marked);
      focusAfterAction(() => resultRef.current);
      setAttempts((current) => [
        ...current,
        { percent: marked.percent, passed: marked.passed, submittedAt: new Date().toISOString() },
      ]);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setSending(false);
    }
  };
  const passMark = form.passMark;
  const pointsOf = (points: number) => plural(points, { one: '# point', other: '# points' });
  const attemptsOf = (attempts: number) =>
    plural(attempts, { one: '# attempt', other: '# attempts' });
  const resultLine = ({ passed, score, maxScore, percent }: FormResult) =>
    passed
      ? t`Passed: ${score} of ${maxScore} points (${percent}%).`
      : t`Not passed yet: ${score} of ${maxScore} points (${percent}%).`;
  const marked = (id: string) => result?.questions.find((question) => question.id === id);
  return (
    <form ref={formRef} className={styles.blocks} onSubmit={(event) => void submit(event)}>
      <p className={styles.muted}>
        <Trans>Pass mark {passMark}%</Trans>
        {form.attempts ? ` · ${attemptsOf(form.attempts)}` : ''}
      </p>
      <FormAttempts attempts={attempts} left={attemptsLeft} />
      <ol className={styles.questions}>
        {form.questions.map((question) => {
          const mark = marked(question.id);
          return (
            <li key={question.id} className={styles.question}>
              <p className={styles.prompt}>
                {question.prompt}{' '}
                <span className={styles.muted}>({pointsOf(question.points)})</span>
              </p>
              <QuestionInput
                question={question}
                value={answers[question.id]}
                disabled={Boolean(result)}
                onChange={(answer) => {
                  const next = { ...answers, [question.id]: answer };
                  setAnswers(next);
                  draft.schedule(next);
                }}
              />
              {mark ? (
                <>
                  <p className={styles.feedback} data-correct={mark.correct}>
                    {mark.correct ? t`Correct.` : t`Not correct.`}
                    {mark.feedback ? ` ${mark.feedback}` : ''}
                  </p>
                  <AnswerNotes question={question} result={mark} />
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
      {result ? (
        <div ref={resultRef} role="status" className={styles.result}>
          <p className={styles.prompt}>{resultLine(result)}</p>
          {attemptsLeft === 0 ? null : (
            <Button
              variant="secondary"
              onClick={() => {
                setResult(undefined);
                setAnswers({});
                focusAfterAction(() =>
                  formRef.current?.querySelector('li :is(input, textarea, button)'),
                );
              }}
            >
              <Trans>Try again</Trans>
            </Button>
          )}
        </div>
      ) : (
        <div>
          <Button type="submit" loading={sending} disabled={form.questions.length === 0}>
            <Trans>Submit answers</Trans>
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
