import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { cx } from '../internal/class-names';
import { Spinner } from '../spinner';
import { button } from './button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and blocks activation until the work is done. */
  loading?: boolean;
  fullWidth?: boolean;
  /**
   * Styles the single child element as the button instead of rendering a `<button>`, e.g. a
   * router link. `disabled` and `loading` then set `aria-disabled` and swallow clicks.
   */
  asChild?: boolean;
  /**
   * Each click is a press of its own (a counter's plus). Otherwise the second click of a double
   * click is the first press again and does nothing: a double-clicked Create makes one thing,
   * however fast the first answer came back.
   */
  repeatable?: boolean;
};

/** The action control: four variants, three sizes, a loading state and `asChild` for links. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  asChild = false,
  repeatable = false,
  disabled = false,
  type = 'button',
  className,
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const inactive = disabled || loading;
  const Root = asChild ? Slot.Root : 'button';
  // A link cannot be disabled natively, so an inactive child only looks and reports disabled.
  const elementProps = asChild
    ? {
        'aria-disabled': inactive || ariaDisabled || undefined,
        onClick: inactive
          ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault()
          : onClick,
      }
    : {
        type,
        // A loading button stays focusable (aria-disabled, not disabled): a natively disabled one
        // drops focus to the page, where a screen reader loses its place (decision 0044).
        disabled,
        'aria-disabled': loading || ariaDisabled || undefined,
        onClick: (event: MouseEvent<HTMLButtonElement>) => {
          // `detail` counts the clicks of one multi-click; preventing it keeps a form unsent too.
          if (loading || (event.detail > 1 && !repeatable)) return event.preventDefault();
          onClick?.(event);
        },
      };

  return (
    <Root
      data-component="button"
      data-variant={variant}
      aria-busy={loading || undefined}
      className={cx(button({ variant, size, fullWidth }), className)}
      {...elementProps}
      {...rest}
    >
      {loading ? <Spinner size="sm" tone="current" decorative /> : null}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Root>
  );
}
Button.displayName = 'Button';
