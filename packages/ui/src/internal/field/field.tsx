import type { ReactNode } from 'react';
import { DangerIcon } from '../../icon';
import { cx } from '../class-names';
import { useErrorFocus } from './error-focus';
import * as styles from './field.css';
import { useFieldIds } from './use-field-ids';

/** What a field hands its control so the label, description and error reach assistive tech. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  component: string;
  /** The control's id; generated when absent. */
  id: string | undefined;
  label: ReactNode;
  description: ReactNode;
  error: ReactNode;
  /** Invalid without a message of its own (one the form shows for several fields). */
  invalid?: boolean;
  /** Extra ids the caller wants in `aria-describedby`. */
  describedBy: string | undefined;
  className: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The label, description and error around a form control: TextField, TextArea and Select.
 * The control comes from `children`, which receives the ids that wire it all together.
 */
export function Field({
  component,
  id,
  label,
  description,
  error,
  invalid = false,
  describedBy,
  className,
  children,
}: FieldProps) {
  const { controlId, descriptionId, errorId, ariaDescribedBy } = useFieldIds({
    id,
    description,
    error,
    describedBy,
  });
  useErrorFocus(controlId, invalid || Boolean(error));

  return (
    <div data-component={component} className={cx(styles.root, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': ariaDescribedBy,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          <DangerIcon size={16} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
