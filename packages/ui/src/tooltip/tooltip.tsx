import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { createContext, type ReactElement, type ReactNode, use } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './tooltip.css';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof tooltipSides)[number];

/** Our default: quicker than Radix's 700 ms, so a label appears before the pointer moves on. */
const defaultDelay = 400;

const InsideProvider = createContext(false);

export type TooltipProviderProps = TooltipPrimitive.TooltipProviderProps;

/**
 * Optional, once near the app root: tooltips below it share one open delay, and moving from one
 * trigger to the next skips it. A Tooltip outside any provider brings its own.
 */
export function TooltipProvider({ delayDuration = defaultDelay, ...rest }: TooltipProviderProps) {
  return (
    <InsideProvider value>
      <TooltipPrimitive.Provider delayDuration={delayDuration} {...rest} />
    </InsideProvider>
  );
}
TooltipProvider.displayName = 'TooltipProvider';

export type TooltipProps = {
  /** Short text shown on hover and keyboard focus; it describes the trigger, it does not name it. */
  content: ReactNode;
  /** The trigger: one focusable element that accepts a ref, such as a Button. */
  children: ReactElement;
  side?: TooltipSide;
  /** Controlled visibility; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial visibility when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds of hover before it opens; focus opens it at once. */
  delayDuration?: number;
  className?: string;
};

/** A small label next to its trigger on hover or focus; Escape hides it. */
export function Tooltip({
  content,
  children,
  side = 'top',
  open,
  defaultOpen,
  onOpenChange,
  delayDuration,
  className,
}: TooltipProps) {
  const tooltip = (
    <TooltipPrimitive.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      delayDuration={delayDuration}
    >
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          data-component="tooltip"
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className={cx(styles.content, className)}
        >
          {content}
          <TooltipPrimitive.Arrow className={styles.arrow} width={10} height={5} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );

  return use(InsideProvider) ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
Tooltip.displayName = 'Tooltip';
