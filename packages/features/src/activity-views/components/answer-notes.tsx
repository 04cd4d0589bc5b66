import { Trans, useLingui } from '@lingui/react/macro';
import type { LearnerQuestion, QuestionResult } from '@sparked/contracts';
import * as styles from './activity-view.css';

/**
 * What the author wrote for a marked answer beyond right or wrong: the feedback of each option
 * the learner chose, and why the right answer is right. Nothing when there is neither (and in
 * markings made before questions had them).
 */
export function AnswerNotes({
  question,
  result,
}: {
  question: LearnerQuestion;
  result: QuestionResult;
}) {
  const { t } = useLingui();
  /** What a chosen option is called where its feedback is shown: its text, or True and False. */
  const choiceName = (optionId: string): string => {
    if (question.type === 'single' || question.type === 'multiple')
      return question.options.find((option) => option.id === optionId)?.text ?? optionId;
    return optionId === 'true' ? t`True` : t`False`;
  };
  const chosen = result.optionFeedback ?? [];
  if (chosen.length === 0 && !result.explanation) return null;
  return (
    <div className={styles.notes}>
      {chosen.length > 0 ? (
        <ul className={styles.noteList} aria-label={t`Feedback on your answer`}>
          {chosen.map(({ optionId, feedback }) => (
            <li key={optionId}>
              <strong>{choiceName(optionId)}:</strong> {feedback}
            </li>
          ))}
        </ul>
      ) : null}
      {result.explanation ? (
        <p className={styles.feedback}>
          <strong>
            <Trans comment="Starts the explanation of why the right answer is right.">Why:</Trans>
          </strong>{' '}
          {result.explanation}
        </p>
      ) : null}
    </div>
  );
}
