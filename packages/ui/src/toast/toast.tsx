import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './toast.css';
import { type ToastItem, type ToastType, toastDuration } from './toast-store';
import { useDismissTimers } from './use-dismiss-timers';

// The items, with the × button's tooltip and its positioning engine, load with the first
// notification: most pages never show one. The live regions below are there from the start.
const Toast = lazy(() => import('./toast-item').then((module) => ({ default: module.Toast })));

/** Read out before the title, so the type is not carried by colour and icon shape alone. */
export const defaultToastTypeLabels: Record<ToastType, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

export type ToastListProps = {
  /** Oldest first. Errors are grouped first, in their own assertive live region. */
  items: readonly ToastItem[];
  /** The item was clicked, closed, or its time ran out: remove it from `items`. */
  onDismiss: (timeStamp: number) => void;
  /**
   * Milliseconds each item stays, paused while the pointer is over it or focus is inside it.
   * Spec §9 fixes 5000; change it only in tests.
   */
  duration?: number;
  /** Name of the notifications landmark. */
  label?: string;
  /** Accessible name of each item's × button. */
  closeLabel?: string;
  typeLabels?: Record<ToastType, string>;
  className?: string;
};

/**
 * Notification toasts (spec §2): each shows its type's icon and colour, a title and a message.
 * Clicking an item, its × button or Escape inside it dismisses it by timeStamp; otherwise it goes
 * after `duration`. New items are announced: errors assertively, the rest politely.
 */
export function ToastList({
  items,
  onDismiss,
  duration = toastDuration,
  label: givenLabel,
  closeLabel: givenCloseLabel,
  typeLabels = defaultToastTypeLabels,
  className,
}: ToastListProps) {
  const { t } = useLingui();
  const label = givenLabel ?? t`Notifications`;
  const closeLabel = givenCloseLabel ?? t`Dismiss`;
  const timers = useDismissTimers(
    items.map((item) => item.timeStamp),
    duration,
    onDismiss,
  );
  const renderItem = (item: ToastItem) => (
    <Toast
      key={item.timeStamp}
      item={item}
      timers={timers}
      onDismiss={onDismiss}
      closeLabel={closeLabel}
      typeLabel={typeLabels[item.type]}
    />
  );

  // Two live regions that exist before any item arrives: screen readers only announce
  // additions to a region they already know about.
  return (
    <section data-component="toast-list" aria-label={label} className={cx(styles.list, className)}>
      <ol aria-live="assertive" className={styles.group}>
        <Suspense>{items.filter((item) => item.type === 'error').map(renderItem)}</Suspense>
      </ol>
      <ol aria-live="polite" className={styles.group}>
        <Suspense>{items.filter((item) => item.type !== 'error').map(renderItem)}</Suspense>
      </ol>
    </section>
  );
}
ToastList.displayName = 'ToastList';
