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
  /**
   * Invalid without a message under it: the form's own message names it (a wrong password makes
   * both email and password wrong); pass that message's id in `aria-describedby`.
   */
  invalid?: boolean;
};

/** A labelled text input; `ref` and every other prop go to the `<input>`. */
export function TextField({
  label,
  description,
  error,
  invalid,
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
      invalid={invalid}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          className={textControl({ invalid: Boolean(error) || Boolean(invalid) })}
          {...inputProps}
        />
      )}
    </Field>
  );
}
TextField.displayName = 'TextField';
