import { Stack } from '@sparked/ui/stack';
import * as styles from './games.css';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  /** Said after the label: what choosing it means. */
  description?: string;
}

/** A group of radio buttons under a legend: how a game is played, what kind of puzzle. */
export function ChoiceFieldset<Value extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <Stack gap={2}>
        {choices.map((choice) => (
          <label key={choice.value}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />{' '}
            {choice.description ? (
              <>
                <strong>{choice.label}</strong>: {choice.description}
              </>
            ) : (
              choice.label
            )}
          </label>
        ))}
      </Stack>
    </fieldset>
  );
}
