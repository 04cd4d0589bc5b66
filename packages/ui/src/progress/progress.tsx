import { Progress as ProgressPrimitive } from 'radix-ui';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './progress.css';

/** Radix's own wording: a whole percentage. */
const formatPercent = (value: number, max: number) => `${Math.round((value / max) * 100)}%`;

export type ProgressProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** Always visible; names the progress bar. */
  label: ReactNode;
  /** From 0 to `max`; `null` when the amount of work is unknown (indeterminate). */
  value: number | null;
  max?: number;
  /** The value as shown and read out, e.g. "3 of 8 lessons". Defaults to a percentage. */
  formatValue?: (value: number, max: number) => string;
};

/** Shows how far along a task is, with its label and value as text. */
export function Progress({
  label,
  value,
  max = 100,
  formatValue = formatPercent,
  className,
  ...rest
}: ProgressProps) {
  const labelId = useId();
  // Radix treats an out-of-range value as unknown; a value past the end is simply done.
  const current = value === null ? null : Math.min(Math.max(value, 0), max);
  const valueText = current === null ? null : formatValue(current, max);

  return (
    <div data-component="progress" className={cx(styles.root, className)} {...rest}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {/* The progress bar itself reads the value out as aria-valuetext. */}
        {valueText === null ? null : (
          <span aria-hidden className={styles.valueText}>
            {valueText}
          </span>
        )}
      </div>
      <ProgressPrimitive.Root
        aria-labelledby={labelId}
        value={current}
        max={max}
        getValueLabel={formatValue}
        className={styles.track}
      >
        <ProgressPrimitive.Indicator
          data-part="indicator"
          className={styles.indicator}
          style={
            current === null
              ? undefined
              : { transform: `translateX(-${100 - (current / max) * 100}%)` }
          }
        />
      </ProgressPrimitive.Root>
    </div>
  );
}
Progress.displayName = 'Progress';
