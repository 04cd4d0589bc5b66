import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import { visuallyHidden } from './visually-hidden.css';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/**
 * Content for assistive technology only, such as the name of an icon-only control. A styled span
 * rather than Radix's primitive: it is on every page, and a class costs no script.
 */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return (
    <span data-component="visually-hidden" className={cx(visuallyHidden, className)} {...props} />
  );
}
VisuallyHidden.displayName = 'VisuallyHidden';
