import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ChevronDownIcon } from '../icon';
import { cx } from '../internal/class-names';
import { Field } from '../internal/field/field';
import { textControl } from '../internal/field/field.css';
import type { SelectOption } from '../select/select';
import * as styles from './native-select.css';

export type NativeSelectProps = Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> & {
  /** Always visible. */
  label: ReactNode;
  options: readonly SelectOption[];
  /** Help text under the label, read out with the select. */
  description?: ReactNode;
  /** Marks the select invalid and is read out with it. */
  error?: ReactNode;
};

/**
 * Picks one value from a list with the browser's own `<select>`, dressed as the other fields.
 * For a page that must stay light: `Select` brings Radix's listbox and its positioning (about
 * 24 KiB compressed, decision 0043), this nothing beyond the field. The list opens as the
 * platform's (a sheet on a phone), so it cannot show more than each option's text.
 * `ref` and every other prop go to the `<select>`.
 */
export function NativeSelect({
  label,
  options,
  description,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...selectProps
}: NativeSelectProps) {
  return (
    <Field
      component="native-select"
      id={id}
      label={label}
      description={description}
      error={error}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <div className={styles.frame}>
          <select
            {...control}
            className={cx(textControl({ invalid: Boolean(error) }), styles.select)}
            {...selectProps}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon size={16} className={styles.chevron} />
        </div>
      )}
    </Field>
  );
}
NativeSelect.displayName = 'NativeSelect';
