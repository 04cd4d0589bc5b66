import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { ChosenIcon, type IconChoice } from '../../icon';
import { type DialogType, dialogTypeIcons } from './dialog-type';
import * as styles from './modal-frame.css';
import { useReturnFocus } from './return-focus';

export type ModalIcon = IconChoice;

type ModalFrameProps = {
  component: 'alert-modal' | 'confirm-modal';
  type: DialogType;
  icon: ModalIcon | undefined;
  title: ReactNode;
  message: ReactNode;
  /** Rendered after the title, e.g. a close button. */
  headerEnd?: ReactNode;
  actions: ReactNode;
};

/**
 * The shared anatomy of the alert and confirmation modals, inside an AlertDialog.Root owned by the
 * caller: overlay, icon, title, message and actions.
 */
export function ModalFrame({
  component,
  type,
  icon,
  title,
  message,
  headerEnd,
  actions,
}: ModalFrameProps) {
  const returnFocus = useReturnFocus();

  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay data-part="overlay" className={styles.overlay} />
      <AlertDialog.Content
        data-component={component}
        data-type={type}
        className={styles.content}
        // As DialogContent: the page behind is out of reach, said to screen readers too.
        aria-modal="true"
        {...returnFocus}
      >
        <div className={styles.header}>
          <span className={styles.iconBadge({ type })}>
            <ChosenIcon icon={icon ?? dialogTypeIcons[type]} />
          </span>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          {headerEnd}
        </div>
        <AlertDialog.Description asChild>
          <div className={styles.message}>{message}</div>
        </AlertDialog.Description>
        <div className={styles.footer}>{actions}</div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}
