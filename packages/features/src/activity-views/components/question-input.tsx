import { useLingui } from '@lingui/react/macro';
import type { Answer, LearnerQuestion } from '@sparked/contracts';
import { TextField } from '@sparked/ui/text-field';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useId } from 'react';
import * as styles from './activity-view.css';
import { OrderingInput } from './ordering-input';

export type QuestionInputProps = {
  question: LearnerQuestion;
  value: Answer | undefined;
  onChange: (answer: Answer) => void;
  disabled?: boolean;
};

/**
 * How a learner answers a question, by its type: radios, checkboxes, true or false, a text or
 * number box, or a list they put in order with the keyboard-friendly up and down buttons.
 */
export function QuestionInput({ question, value, onChange, disabled }: QuestionInputProps) {
  const { t } = useLingui();
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
              {truth ? t`True` : t`False`}
            </label>
          ))}
        </fieldset>
      );
    case 'short-answer':
    case 'number':
      return (
        <TextField
          label={t`Your answer`}
          inputMode={question.type === 'number' ? 'decimal' : undefined}
          value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
          maxLength={500}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'ordering':
      return (
        <OrderingInput question={question} value={value} onChange={onChange} disabled={disabled} />
      );
  }
}
