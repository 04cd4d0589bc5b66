import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../internal/field/field';
import { textControl } from '../internal/field/field.css';

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
  return (
    <Field
      component="text-field"
      id={id}
      label={label}
      description={description}
      error={error}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <input {...control} className={textControl({ invalid: Boolean(error) })} {...inputProps} />
      )}
    </Field>
  );
}
TextField.displayName = 'TextField';
