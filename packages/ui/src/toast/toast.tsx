import { isValidElement, useId } from 'react';
import { Icon, type IconName } from '../icon';
import { IconButton } from '../icon-button';
import { cx } from '../internal/class-names';
import type { DismissTimers } from './dismiss-timers';
import * as styles from './toast.css';
import { type ToastItem, type ToastType, toastDuration } from './toast-store';
import { useDismissTimers } from './use-dismiss-timers';

/** The icon each type shows unless the notification brings its own. */
const typeIcons: Record<ToastType, IconName> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'danger',
};

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
  label = 'Notifications',
  closeLabel = 'Dismiss',
  typeLabels = defaultToastTypeLabels,
  className,
}: ToastListProps) {
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
        {items.filter((item) => item.type === 'error').map(renderItem)}
      </ol>
      <ol aria-live="polite" className={styles.group}>
        {items.filter((item) => item.type !== 'error').map(renderItem)}
      </ol>
    </section>
  );
}
ToastList.displayName = 'ToastList';

type ToastProps = {
  item: ToastItem;
  timers: DismissTimers;
  onDismiss: (timeStamp: number) => void;
  closeLabel: string;
  typeLabel: string;
};

function Toast({ item, timers, onDismiss, closeLabel, typeLabel }: ToastProps) {
  const { type, icon, title, message, timeStamp } = item;
  const titleId = useId();

  const dismiss = (element: HTMLElement) => {
    // Keyboard users would otherwise be left on <body>: hand focus to a neighbour's × button.
    if (element.contains(document.activeElement)) {
      const neighbour = element.nextElementSibling ?? element.previousElementSibling;
      neighbour?.querySelector<HTMLElement>('[data-part="close"]')?.focus();
    }
    onDismiss(timeStamp);
  };

  return (
    // Clicking anywhere dismisses (spec §2); keyboard users have the × button and Escape.
    <li
      data-part="item"
      data-type={type}
      className={styles.item({ type })}
      onClick={(event) => dismiss(event.currentTarget)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          dismiss(event.currentTarget);
        }
      }}
      onPointerEnter={() => timers.hold(timeStamp, 'pointer')}
      onPointerLeave={() => timers.release(timeStamp, 'pointer')}
      onFocus={() => timers.hold(timeStamp, 'focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) timers.release(timeStamp, 'focus');
      }}
    >
      <span role="img" aria-label={typeLabel} className={styles.icon({ type })}>
        {isValidElement(icon) ? icon : <Icon name={icon ?? typeIcons[type]} />}
      </span>
      <div className={styles.text}>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        <p className={styles.message}>{message}</p>
      </div>
      <IconButton
        data-part="close"
        icon="close"
        label={closeLabel}
        aria-describedby={titleId}
        size="sm"
        onClick={(event) => {
          // The item's own click handler would dismiss it a second time.
          event.stopPropagation();
          dismiss(event.currentTarget.closest('li') ?? event.currentTarget);
        }}
      />
    </li>
  );
}
