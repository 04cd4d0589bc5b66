import type { SpaceStep } from '@sparked/design-tokens';
import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import { inline } from './inline.css';

export const inlineAlignments = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlignment = (typeof inlineAlignments)[number];

export const inlineJustifications = ['start', 'center', 'end', 'between'] as const;
export type InlineJustification = (typeof inlineJustifications)[number];

export type InlineProps = ComponentPropsWithRef<'div'> & {
  /** A step of the space scale, 0 to 8. */
  gap?: SpaceStep;
  align?: InlineAlignment;
  justify?: InlineJustification;
  /** Lets children flow onto new lines on narrow screens. */
  wrap?: boolean;
  /** Lays out the single child element instead of a `<div>`, e.g. a `<ul>` or `<nav>`. */
  asChild?: boolean;
};

/** Horizontal layout with even gaps, for buttons, badges and other inline groups. */
export function Inline({
  gap = 2,
  align = 'center',
  justify = 'start',
  wrap = true,
  asChild = false,
  className,
  ...rest
}: InlineProps) {
  const Root = asChild ? Slot.Root : 'div';
  return (
    <Root
      data-component="inline"
      className={cx(inline({ gap, align, justify, wrap }), className)}
      {...rest}
    />
  );
}
Inline.displayName = 'Inline';
