import { Plural, useLingui } from '@lingui/react/macro';
import type { Question } from '@sparked/contracts';
import * as styles from './activity-editor.css';

/** The question as a learner meets it, inert: a check of wording and options while writing. */
export function QuestionPreview({ question }: { question: Question }) {
  const { t } = useLingui();
  const { points } = question;
  const choices =
    question.type === 'single' || question.type === 'multiple'
      ? question.options.map((option) => option.text)
      : question.type === 'true-false'
        ? [t`True`, t`False`]
        : question.type === 'ordering'
          ? question.items.map((item) => item.text)
          : [];
  return (
    <figure
      className={styles.preview}
      aria-label={t({ message: 'Preview', comment: 'A preview of a question as learners see it.' })}
    >
      <p className={styles.previewPrompt}>{question.prompt || t`The question appears here.`}</p>
      {choices.length > 0 ? (
        <ul className={styles.previewChoices}>
          {choices.map((choice, index) => (
            // Options may repeat while being written; their place is their identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index}>{choice || '…'}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.note}>
          {question.type === 'number' ? t`A number box` : t`A text box`}
        </p>
      )}
      <figcaption className={styles.note}>
        <Plural value={points} one="# point" other="# points" />
        {question.type === 'ordering' ? ` · ${t`learners put these in order`}` : ''}
      </figcaption>
    </figure>
  );
}
