import { Trans, useLingui } from '@lingui/react/macro';
import type { Answer, LearnerQuestion, QuestionResult } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { useState } from 'react';
import * as styles from './activity-view.css';
import { AnswerNotes } from './answer-notes';
import { QuestionInput } from './question-input';

export type CheckAnswer = (blockId: string, answer: Answer) => Promise<QuestionResult>;

/**
 * A question inside an e-book: answer, check, read the feedback (the chosen options' and the
 * explanation too), try again as often as wanted.
 */
export function PracticeQuestion({
  blockId,
  question,
  checkAnswer,
}: {
  blockId: string;
  question: LearnerQuestion;
  checkAnswer: CheckAnswer;
}) {
  const { t } = useLingui();
  const [answer, setAnswer] = useState<Answer>();
  const [result, setResult] = useState<QuestionResult | { error: string }>();
  const [checking, setChecking] = useState(false);
  const check = async () => {
    if (answer === undefined) return;
    setChecking(true);
    try {
      setResult(await checkAnswer(blockId, answer));
    } catch (error) {
      setResult({ error: (error as Error).message });
    } finally {
      setChecking(false);
    }
  };
  return (
    <section className={styles.question} aria-label={t`Practice question`}>
      <p className={styles.prompt}>{question.prompt}</p>
      <QuestionInput
        question={question}
        value={answer}
        onChange={(next) => {
          setAnswer(next);
          setResult(undefined);
        }}
      />
      <div>
        <Button
          size="sm"
          variant="secondary"
          loading={checking}
          disabled={answer === undefined}
          onClick={() => void check()}
        >
          <Trans comment="Checks the learner's answer to a practice question.">Check</Trans>
        </Button>
      </div>
      <div role="status" className={styles.notes}>
        <p className={styles.feedback}>
          {result === undefined
            ? ''
            : 'error' in result
              ? result.error
              : `${result.correct ? t`Correct!` : t`Not quite.`}${result.feedback ? ` ${result.feedback}` : ''}`}
        </p>
        {result && !('error' in result) ? (
          <AnswerNotes question={question} result={result} />
        ) : null}
      </div>
    </section>
  );
}
