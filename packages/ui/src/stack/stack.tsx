import type { SpaceStep } from '@sparked/design-tokens';
import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import { stack } from './stack.css';

export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlignment = (typeof stackAlignments)[number];

export type StackProps = ComponentPropsWithRef<'div'> & {
  /** A step of the space scale, 0 to 8. */
  gap?: SpaceStep;
  align?: StackAlignment;
  /** Lays out the single child element instead of a `<div>`, e.g. a `<form>` or `<ul>`. */
  asChild?: boolean;
};

/** Vertical layout with even gaps between its children. */
export function Stack({
  gap = 4,
  align = 'stretch',
  asChild = false,
  className,
  ...rest
}: StackProps) {
  const Root = asChild ? Slot.Root : 'div';
  return <Root data-component="stack" className={cx(stack({ gap, align }), className)} {...rest} />;
}
Stack.displayName = 'Stack';
