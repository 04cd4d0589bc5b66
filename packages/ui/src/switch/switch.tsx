import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/class-names';
import * as field from '../internal/field/field.css';
import { useFieldIds } from '../internal/field/use-field-ids';
import * as styles from './switch.css';

export type SwitchProps = Omit<
  ComponentPropsWithRef<typeof SwitchPrimitive.Root>,
  'children' | 'asChild'
> & {
  /** Always visible; clicking it toggles the switch too. */
  label: ReactNode;
  /** Help text under the label, read out with the switch. */
  description?: ReactNode;
};

/**
 * An on/off setting that applies at once, such as music or sound. `ref`, `checked`,
 * `defaultChecked`, `onCheckedChange`, `name` and the rest go to the switch button.
 */
export function Switch({
  label,
  description,
  id,
  className,
  'aria-describedby': describedBy,
  ...switchProps
}: SwitchProps) {
  const {
    controlId: switchId,
    descriptionId,
    ariaDescribedBy,
  } = useFieldIds({ id, description, describedBy });

  return (
    <div data-component="switch" className={cx(styles.root, className)}>
      <SwitchPrimitive.Root
        id={switchId}
        aria-describedby={ariaDescribedBy}
        className={styles.track}
        {...switchProps}
      >
        <SwitchPrimitive.Thumb className={styles.thumb} />
      </SwitchPrimitive.Root>
      <div className={styles.text}>
        <label htmlFor={switchId} className={styles.label}>
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className={field.description}>
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
Switch.displayName = 'Switch';
