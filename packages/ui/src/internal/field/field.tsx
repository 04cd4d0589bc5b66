import { type ReactNode, useId } from 'react';
import { Icon } from '../../icon';
import * as styles from '../../text-field/text-field.css';
import { cx } from '../class-names';

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
  /** Extra ids the caller wants in `aria-describedby`. */
  describedBy: string | undefined;
  className: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The label, description and error around a form control, with the same look as TextField.
 * The control comes from `children`, which receives the ids that wire it all together.
 */
export function Field({
  component,
  id,
  label,
  description,
  error,
  describedBy,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;

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
        'aria-invalid': error ? true : undefined,
        'aria-describedby': cx(descriptionId, errorId, describedBy) || undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="danger" size={16} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
