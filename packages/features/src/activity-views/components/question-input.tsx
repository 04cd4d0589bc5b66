import type { Answer, LearnerQuestion } from '@sparked/contracts';
import { ChevronDownIcon, ChevronUpIcon } from '@sparked/ui/icon';
import { IconButton } from '@sparked/ui/icon-button';
import { TextField } from '@sparked/ui/text-field';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useId } from 'react';
import * as styles from './activity-view.css';

export type QuestionInputProps = {
  question: LearnerQuestion;
  value: Answer | undefined;
  onChange: (answer: Answer) => void;
  disabled?: boolean;
};

/** Items in the learner's current order: the answer once they move one, the shuffle before. */
function orderOf(
  question: Extract<LearnerQuestion, { type: 'ordering' }>,
  value: Answer | undefined,
) {
  const ids = Array.isArray(value) ? value : question.items.map((item) => item.id);
  return ids
    .map((id) => question.items.find((item) => item.id === id))
    .filter((item): item is { id: string; text: string } => item !== undefined);
}

/**
 * How a learner answers a question, by its type: radios, checkboxes, true or false, a text or
 * number box, or a list they put in order with the keyboard-friendly up and down buttons.
 */
export function QuestionInput({ question, value, onChange, disabled }: QuestionInputProps) {
  const name = useId();
  switch (question.type) {
    case 'single':
    case 'multiple': {
      const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
      return (
        <fieldset className={styles.choices} disabled={disabled}>
          <legend>
            <VisuallyHidden>{question.prompt}</VisuallyHidden>
          </legend>
          {question.options.map((option) => (
            <label key={option.id} className={styles.choice}>
              <input
                type={question.type === 'single' ? 'radio' : 'checkbox'}
                name={name}
                checked={chosen.includes(option.id)}
                onChange={(event) =>
                  onChange(
                    question.type === 'single'
                      ? option.id
                      : event.target.checked
                        ? [...chosen, option.id]
                        : chosen.filter((id) => id !== option.id),
                  )
                }
              />
              {option.text}
            </label>
          ))}
        </fieldset>
      );
    }
    case 'true-false':
      return (
        <fieldset className={styles.choices} disabled={disabled}>
          <legend>
            <VisuallyHidden>{question.prompt}</VisuallyHidden>
          </legend>
          {[true, false].map((truth) => (
            <label key={String(truth)} className={styles.choice}>
              <input
                type="radio"
                name={name}
                checked={value === truth}
                onChange={() => onChange(truth)}
              />
              {truth ? 'True' : 'False'}
            </label>
          ))}
        </fieldset>
      );
    case 'short-answer':
    case 'number':
      return (
        <TextField
          label="Your answer"
          inputMode={question.type === 'number' ? 'decimal' : undefined}
          value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
          maxLength={500}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'ordering': {
      const items = orderOf(question, value);
      const move = (index: number, offset: number) => {
        const next = items.map((item) => item.id);
        const [moving] = next.splice(index, 1);
        if (moving) next.splice(index + offset, 0, moving);
        onChange(next);
      };
      return (
        <ol className={styles.ordering} aria-label="Put these in order">
          {items.map((item, index) => (
            <li key={item.id} className={styles.orderingItem}>
              <span>{item.text}</span>
              <IconButton
                icon={ChevronUpIcon}
                size="sm"
                label={`Move ${item.text} up`}
                disabled={disabled || index === 0}
                onClick={() => move(index, -1)}
              />
              <IconButton
                icon={ChevronDownIcon}
                size="sm"
                label={`Move ${item.text} down`}
                disabled={disabled || index === items.length - 1}
                onClick={() => move(index, 1)}
              />
            </li>
          ))}
        </ol>
      );
    }
  }
}
