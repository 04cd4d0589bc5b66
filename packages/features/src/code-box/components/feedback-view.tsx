import { Trans } from '@lingui/react/macro';
import type { Feedback, ProjectCode } from '@sparked/contracts';
import { useLingui } from '@sparked/i18n';
import { Button } from '@sparked/ui/button';
import { hintLevelNames, hintPlace } from '../model/hint-words';
import * as styles from './code-box.css';

export type FeedbackViewProps = {
  feedback: Feedback;
  /** Puts a whole project given by a worked example into the editor. */
  onUseSolution?: (code: ProjectCode) => void;
};

/** One round of feedback: its opening sentence and each hint as deep as its level goes. */
export function FeedbackView({ feedback, onUseSolution }: FeedbackViewProps) {
  // Follows the language: the level's name and the places are translated as they render.
  useLingui();
  const level = hintLevelNames[feedback.level];
  const version = feedback.codeVersion;
  return (
    <div className={styles.preview}>
      <p className={styles.hintText}>
        <strong>
          <Trans>
            {level} on code version {version}.
          </Trans>
        </strong>{' '}
        {feedback.summary}
      </p>
      {feedback.hints.length ? (
        <ol className={styles.hintList}>
          {feedback.hints.map((hint, index) => (
            // Hints have no id of their own; their order within one round never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className={styles.hint}>
              <h4 className={styles.hintTitle}>{hint.title}</h4>
              <p className={styles.hintWhere}>{hintPlace(hint.part, hint.line)}</p>
              <p className={styles.hintText}>{hint.nudge}</p>
              {hint.pointer ? <p className={styles.hintText}>{hint.pointer}</p> : null}
              {hint.example ? <pre className={styles.example}>{hint.example}</pre> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {feedback.solution && onUseSolution ? (
        <div>
          <p className={styles.hintText}>
            <Trans>
              Your teacher lets the worked example show the whole project. Compare it with yours
              before you use it.
            </Trans>
          </p>
          <Button
            variant="secondary"
            onClick={() => feedback.solution && onUseSolution(feedback.solution)}
          >
            <Trans>Put the whole project in the editor</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
