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
  // A value past the end is simply done; below the start, not begun.
  const current = value === null ? null : Math.min(Math.max(value, 0), max);
  const valueText = current === null ? null : formatValue(current, max);
  const state = current === null ? 'indeterminate' : current >= max ? 'complete' : 'loading';

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
      {/* The ARIA progressbar pattern, as Radix's Progress writes it, without its runtime. */}
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={current ?? undefined}
        aria-valuetext={valueText ?? undefined}
        data-state={state}
        className={styles.track}
      >
        <div
          data-part="indicator"
          data-state={state}
          className={styles.indicator}
          style={
            current === null
              ? undefined
              : { transform: `translateX(-${100 - (current / max) * 100}%)` }
          }
        />
      </div>
    </div>
  );
}
Progress.displayName = 'Progress';
