import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/class-names';
import { Field } from '../internal/field/field';
import { textControl } from '../internal/field/field.css';
import * as styles from './text-area.css';
import { useAutoGrow } from './use-auto-grow';

export type TextAreaProps = ComponentPropsWithRef<'textarea'> & {
  /** Always visible: placeholders are not labels. */
  label: ReactNode;
  /** Help text under the label, read out with the textarea. */
  description?: ReactNode;
  /** Marks the textarea invalid and is read out with it. */
  error?: ReactNode;
  /** Grows with its text from `rows` lines up to `maxRows`, then scrolls. */
  autoGrow?: boolean;
  /** The most lines `autoGrow` shows before scrolling; no limit when absent. */
  maxRows?: number;
};

/** A labelled multi-line text input; `ref` and every other prop go to the `<textarea>`. */
export function TextArea({
  label,
  description,
  error,
  autoGrow = false,
  maxRows,
  rows = 3,
  id,
  className,
  'aria-describedby': describedBy,
  ref,
  value,
  onInput,
  ...textareaProps
}: TextAreaProps) {
  const { attach, fit } = useAutoGrow({ enabled: autoGrow, minRows: rows, maxRows, value, ref });

  return (
    <Field
      component="text-area"
      id={id}
      label={label}
      description={description}
      error={error}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <textarea
          {...control}
          ref={attach}
          rows={rows}
          value={value}
          onInput={(event) => {
            fit();
            onInput?.(event);
          }}
          className={cx(
            textControl({ invalid: Boolean(error) }),
            styles.textarea,
            autoGrow && styles.autoGrow,
          )}
          {...textareaProps}
        />
      )}
    </Field>
  );
}
TextArea.displayName = 'TextArea';
