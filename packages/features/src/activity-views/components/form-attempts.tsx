import type { FormRecord } from '@sparked/contracts';
import { dateFormat } from '@sparked/ui/format';
import * as styles from './activity-view.css';

const submittedFormat = dateFormat('date and time');

/** The learner's attempts at a form so far, their best score and the tries they have left. */
export function FormAttempts({
  attempts,
  left,
}: {
  attempts: FormRecord['attempts'];
  left: number | null;
}) {
  if (attempts.length === 0) return null;
  const best = Math.max(...attempts.map((attempt) => attempt.percent));
  return (
    <section className={styles.attempts} aria-label="Your attempts">
      <p className={styles.prompt}>
        Best score {best}%
        {left === null ? '' : ` · ${left} ${left === 1 ? 'attempt' : 'attempts'} left`}
      </p>
      <ol className={styles.attemptList}>
        {attempts.map((attempt, index) => (
          <li key={attempt.submittedAt}>
            Attempt {index + 1}, {submittedFormat.format(new Date(attempt.submittedAt))}:{' '}
            {attempt.percent}% ({attempt.passed ? 'passed' : 'not passed'})
          </li>
        ))}
      </ol>
    </section>
  );
}
