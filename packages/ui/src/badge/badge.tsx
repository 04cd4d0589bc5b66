import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import { badge } from './badge.css';

export const badgeTones = ['neutral', 'primary', 'success', 'error', 'accent'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export type BadgeProps = ComponentPropsWithRef<'span'> & {
  tone?: BadgeTone;
};

/** A short status or count label. Colour is decoration: the text must carry the meaning. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span
      data-component="badge"
      data-tone={tone}
      className={cx(badge({ tone }), className)}
      {...rest}
    />
  );
}
Badge.displayName = 'Badge';
