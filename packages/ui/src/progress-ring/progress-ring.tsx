import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './progress-ring.css';

export type ProgressRingProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The progress bar's name, read out with its value, e.g. "Level 2". */
  label: string;
  /** From 0 to `max`. */
  value: number;
  max?: number;
  /** The value as read out, e.g. "125 of 150 XP". Defaults to a percentage. */
  valueText?: string;
  /** Outer size in pixels. */
  size?: number;
  /** What sits inside the ring (an avatar, a number); decoration, as the label says it all. */
  children?: ReactNode;
};

const stroke = 8;

/**
 * Progress as a ring around something: an avatar on its way to the next level, a streak on its
 * way to the next reward. The same progressbar as `Progress` to assistive technology; the arc
 * grows without animation under reduced motion.
 */
export function ProgressRing({
  label,
  value,
  max = 100,
  valueText,
  size = 120,
  children,
  className,
  style,
  ...rest
}: ProgressRingProps) {
  const current = Math.min(Math.max(value, 0), max);
  const share = max > 0 ? current / max : 0;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      data-component="progress-ring"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={current}
      aria-valuetext={valueText ?? `${Math.round(share * 100)}%`}
      data-state={current >= max ? 'complete' : 'loading'}
      className={cx(styles.root, className)}
      style={{ width: size, height: size, ...style }}
      {...rest}
    >
      <svg aria-hidden viewBox={`0 0 ${size} ${size}`} className={styles.ring}>
        <circle
          className={styles.track}
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={stroke}
        />
        <circle
          data-part="indicator"
          className={styles.indicator}
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={stroke}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - share)}
        />
      </svg>
      <div aria-hidden className={styles.centre}>
        {children}
      </div>
    </div>
  );
}
ProgressRing.displayName = 'ProgressRing';
