import type { SpaceStep } from '@sparked/design-tokens';
import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './box.css';

export const boxBackgrounds = [
  'base',
  'mute',
  'primary',
  'secondary',
  'accent',
  'success',
  'error',
] as const;
export type BoxBackground = (typeof boxBackgrounds)[number];

export const boxRadii = ['none', 'sm', 'md', 'lg', 'pill'] as const;
export type BoxRadius = (typeof boxRadii)[number];

export type BoxProps = ComponentPropsWithRef<'div'> & {
  /** A step of the space scale, 0 to 8, on all four sides. */
  padding?: SpaceStep;
  /** Left and right padding; overrides `padding` on that axis. */
  paddingInline?: SpaceStep;
  /** Top and bottom padding; overrides `padding` on that axis. */
  paddingBlock?: SpaceStep;
  /** A themed surface; the tones are their lightest tint, with paragraph text on top. */
  background?: BoxBackground;
  radius?: BoxRadius;
  /** Styles the single child element instead of a `<div>`, e.g. a `<section>` or `<li>`. */
  asChild?: boolean;
};

/** A plain container with padding, surface and corner radius from the tokens. */
export function Box({
  padding,
  paddingInline,
  paddingBlock,
  background,
  radius,
  asChild = false,
  className,
  ...rest
}: BoxProps) {
  const Root = asChild ? Slot.Root : 'div';
  return (
    <Root
      data-component="box"
      className={cx(
        styles.box,
        padding !== undefined && styles.padding[padding],
        paddingInline !== undefined && styles.paddingInline[paddingInline],
        paddingBlock !== undefined && styles.paddingBlock[paddingBlock],
        background && styles.background[background],
        radius && styles.radius[radius],
        className,
      )}
      {...rest}
    />
  );
}
Box.displayName = 'Box';
