import { useLingui } from '@lingui/react/macro';
import { vars } from '@sparked/design-tokens/contract.css';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { type ReactElement, type ReactNode, useId } from 'react';
import { CloseIcon } from '../icon';
import { IconButton } from '../icon-button';
import { cx } from '../internal/class-names';
import * as styles from './popover.css';

export const popoverSides = ['top', 'right', 'bottom', 'left'] as const;
export type PopoverSide = (typeof popoverSides)[number];

export const popoverAligns = ['start', 'center', 'end'] as const;
export type PopoverAlign = (typeof popoverAligns)[number];

/** The panel needs a name: a visible `title`, or an `aria-label` when there is none. */
type PopoverName =
  | { title: ReactNode; 'aria-label'?: never }
  | { title?: never; 'aria-label': string };

export type PopoverProps = PopoverName & {
  /** The element that toggles the popover, e.g. a Button. */
  trigger: ReactElement;
  children: ReactNode;
  /** Controlled visibility; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial visibility when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: PopoverSide;
  align?: PopoverAlign;
  /**
   * Stacking layer; defaults to the popover layer (spec §9: 9999), above modals. Pass another
   * layer, e.g. `vars.zIndex.dropdown`, to sit below them.
   */
  zIndex?: number | string;
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** Traps focus and hides the rest of the page while open; off by default. */
  modal?: boolean;
  className?: string;
};

/**
 * Floating content next to its trigger, with an arrow and a close button. Escape, the close
 * button or a click outside close it, and focus returns to the trigger.
 */
export function Popover({
  trigger,
  children,
  title,
  'aria-label': ariaLabel,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'center',
  zIndex = vars.zIndex.popover,
  closeLabel: givenCloseLabel,
  modal = false,
  className,
}: PopoverProps) {
  const { t } = useLingui();
  const closeLabel = givenCloseLabel ?? t`Close`;
  const titleId = useId();

  return (
    <PopoverPrimitive.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      modal={modal}
    >
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-component="popover"
          side={side}
          align={align}
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={title === undefined ? undefined : titleId}
          aria-label={ariaLabel}
          style={{ zIndex }}
          className={cx(styles.content, className)}
        >
          <div data-part="header" className={styles.header}>
            {title === undefined ? null : (
              <p id={titleId} className={styles.title}>
                {title}
              </p>
            )}
            <PopoverPrimitive.Close asChild>
              <IconButton
                icon={CloseIcon}
                label={closeLabel}
                size="sm"
                className={styles.closeButton}
              />
            </PopoverPrimitive.Close>
          </div>
          {children}
          <PopoverPrimitive.Arrow className={styles.arrow} width={14} height={7} />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
Popover.displayName = 'Popover';
