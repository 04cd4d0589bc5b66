import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { Icon } from '../icon';
import { cx } from '../internal/class-names';
import * as styles from './text-field.css';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  /** Always visible: placeholders are not labels. */
  label: ReactNode;
  /** Help text under the label, read out with the input. */
  description?: ReactNode;
  /** Marks the input invalid and is read out with it. */
  error?: ReactNode;
};

/** A labelled text input; `ref` and every other prop go to the `<input>`. */
export function TextField({
  label,
  description,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const invalid = Boolean(error);

  return (
    <div data-component="text-field" className={cx(styles.root, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      <input
        id={inputId}
        aria-invalid={invalid || undefined}
        aria-describedby={cx(descriptionId, errorId, describedBy) || undefined}
        className={styles.input({ invalid })}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="danger" size={16} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
TextField.displayName = 'TextField';
