import { useId } from 'react';
import {
  ChosenIcon,
  CloseIcon,
  DangerIcon,
  type IconComponent,
  InfoIcon,
  SuccessIcon,
  WarningIcon,
} from '../icon';
import { IconButton } from '../icon-button';
import type { DismissTimers } from './dismiss-timers';
import * as styles from './toast.css';
import type { ToastItem, ToastType } from './toast-store';

/** The icon each type shows unless the notification brings its own. */
const typeIcons: Record<ToastType, IconComponent> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: DangerIcon,
};

export type ToastProps = {
  item: ToastItem;
  timers: DismissTimers;
  onDismiss: (timeStamp: number) => void;
  closeLabel: string;
  typeLabel: string;
};

/** One notification: its type's icon and colour, title, message and × button. */
export function Toast({ item, timers, onDismiss, closeLabel, typeLabel }: ToastProps) {
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
        <ChosenIcon icon={icon ?? typeIcons[type]} />
      </span>
      <div className={styles.text}>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        <p className={styles.message}>{message}</p>
      </div>
      <IconButton
        data-part="close"
        icon={CloseIcon}
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
