import { Select as SelectPrimitive } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from '../icon';
import { cx } from '../internal/class-names';
import { Field } from '../internal/field/field';
import { textControl } from '../internal/field/field.css';
import * as styles from './select.css';

export type SelectOption = {
  /** Sent with the form and passed to `onValueChange`; must not be empty. */
  value: string;
  label: string;
  disabled?: boolean;
};

export type SelectProps = {
  /** Always visible: the placeholder is not a label. */
  label: ReactNode;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Help text under the label, read out with the select. */
  description?: ReactNode;
  /** Marks the select invalid and is read out with it. */
  error?: ReactNode;
  /** Controlled value; pair with `onValueChange`. An empty string shows the placeholder. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Controlled visibility of the list. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Form field name; Radix adds a hidden native select inside forms. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  /** The trigger button. */
  ref?: Ref<HTMLButtonElement>;
};

/**
 * Picks one value from a short list. Keyboard: Space, Enter or the arrows open it; arrows,
 * Home, End and typing a label move; Enter or Space choose; Escape closes.
 */
export function Select({
  label,
  options,
  placeholder,
  description,
  error,
  value,
  defaultValue,
  onValueChange,
  open,
  defaultOpen,
  onOpenChange,
  name,
  required,
  disabled,
  id,
  className,
  'aria-describedby': describedBy,
  ref,
}: SelectProps) {
  return (
    <Field
      component="select"
      id={id}
      label={label}
      description={description}
      error={error}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <SelectPrimitive.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          open={open}
          defaultOpen={defaultOpen}
          onOpenChange={onOpenChange}
          name={name}
          required={required}
          disabled={disabled}
        >
          <SelectPrimitive.Trigger
            {...control}
            ref={ref}
            data-part="trigger"
            className={cx(textControl({ invalid: Boolean(error) }), styles.trigger)}
          >
            <SelectPrimitive.Value placeholder={placeholder} />
            <SelectPrimitive.Icon className={styles.chevron}>
              <ChevronDownIcon size={16} />
            </SelectPrimitive.Icon>
          </SelectPrimitive.Trigger>
          <SelectPrimitive.Portal>
            <SelectPrimitive.Content
              data-part="content"
              position="popper"
              sideOffset={4}
              collisionPadding={8}
              className={styles.content}
            >
              <SelectPrimitive.ScrollUpButton className={styles.scrollButton}>
                <ChevronUpIcon size={16} />
              </SelectPrimitive.ScrollUpButton>
              <SelectPrimitive.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <SelectPrimitive.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={styles.item}
                  >
                    <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                    <SelectPrimitive.ItemIndicator className={styles.indicator}>
                      <CheckIcon size={16} />
                    </SelectPrimitive.ItemIndicator>
                  </SelectPrimitive.Item>
                ))}
              </SelectPrimitive.Viewport>
              <SelectPrimitive.ScrollDownButton className={styles.scrollButton}>
                <ChevronDownIcon size={16} />
              </SelectPrimitive.ScrollDownButton>
            </SelectPrimitive.Content>
          </SelectPrimitive.Portal>
        </SelectPrimitive.Root>
      )}
    </Field>
  );
}
Select.displayName = 'Select';
