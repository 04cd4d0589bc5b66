import type { Question } from '@sparked/contracts';
import * as styles from './activity-editor.css';

/** The question as a learner meets it, inert: a check of wording and options while writing. */
export function QuestionPreview({ question }: { question: Question }) {
  const choices =
    question.type === 'single' || question.type === 'multiple'
      ? question.options.map((option) => option.text)
      : question.type === 'true-false'
        ? ['True', 'False']
        : question.type === 'ordering'
          ? question.items.map((item) => item.text)
          : [];
  return (
    <figure className={styles.preview} aria-label="Preview">
      <p className={styles.previewPrompt}>{question.prompt || 'The question appears here.'}</p>
      {choices.length > 0 ? (
        <ul className={styles.previewChoices}>
          {choices.map((choice, index) => (
            // Options may repeat while being written; their place is their identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index}>{choice || '…'}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.note}>{question.type === 'number' ? 'A number box' : 'A text box'}</p>
      )}
      <figcaption className={styles.note}>
        {question.points} {question.points === 1 ? 'point' : 'points'}
        {question.type === 'ordering' ? ' · learners put these in order' : ''}
      </figcaption>
    </figure>
  );
}
