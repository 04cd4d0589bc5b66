import { useLingui } from '@lingui/react/macro';
import { type ComponentPropsWithRef, useId } from 'react';
import { cx } from '../internal/class-names';
import { VisuallyHidden } from '../visually-hidden';
import { spinner } from './spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export const spinnerTones = ['primary', 'current'] as const;
export type SpinnerTone = (typeof spinnerTones)[number];

export type SpinnerProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /** What is loading, announced by assistive technology. */
  label?: string;
  size?: SpinnerSize;
  /** `current` takes the text colour, e.g. inside a button. */
  tone?: SpinnerTone;
  /**
   * Hides the spinner from assistive technology, for when the surrounding control already
   * reports that it is busy (a loading Button sets `aria-busy`).
   */
  decorative?: boolean;
};

/** Shows that something is loading; assistive technology reads it as a status with its label. */
export function Spinner({
  label: givenLabel,
  size = 'md',
  tone = 'primary',
  decorative = false,
  className,
  ...spanProps
}: SpinnerProps) {
  const { t } = useLingui();
  const label = givenLabel ?? t`Loading`;
  const labelId = useId();
  const circle = spinner({ size, tone });

  if (decorative) {
    return (
      <span data-component="spinner" aria-hidden className={cx(circle, className)} {...spanProps} />
    );
  }
  return (
    <span
      data-component="spinner"
      role="status"
      aria-labelledby={labelId}
      className={className}
      {...spanProps}
    >
      <span aria-hidden className={circle} />
      <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
    </span>
  );
}
Spinner.displayName = 'Spinner';
