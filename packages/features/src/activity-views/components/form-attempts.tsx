import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  if (attempts.length === 0) return null;
  const best = Math.max(...attempts.map((attempt) => attempt.percent));
  const attemptLine = (number: number, attempt: (typeof attempts)[number]) => {
    const when = submittedFormat.format(new Date(attempt.submittedAt));
    const percent = attempt.percent;
    return attempt.passed
      ? t`Attempt ${number}, ${when}: ${percent}% (passed)`
      : t`Attempt ${number}, ${when}: ${percent}% (not passed)`;
  };
  return (
    <section className={styles.attempts} aria-label={t`Your attempts`}>
      <p className={styles.prompt}>
        <Trans>Best score {best}%</Trans>
        {left === null
          ? ''
          : ` · ${plural(left, { one: '# attempt left', other: '# attempts left' })}`}
      </p>
      <ol className={styles.attemptList}>
        {attempts.map((attempt, index) => (
          <li key={attempt.submittedAt}>{attemptLine(index + 1, attempt)}</li>
        ))}
      </ol>
    </section>
  );
}
