import { AlertDialog } from 'radix-ui';
import { isValidElement, type ReactElement, type ReactNode, useRef } from 'react';
import { Icon, type IconName } from '../../icon';
import { type DialogType, dialogTypeIcons } from './dialog-type';
import * as styles from './modal-frame.css';

export type ModalIcon = IconName | ReactElement;

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
  const returnFocusTo = useRef<Element | null>(null);

  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay data-part="overlay" className={styles.overlay} />
      <AlertDialog.Content
        data-component={component}
        data-type={type}
        className={styles.content}
        onOpenAutoFocus={() => {
          returnFocusTo.current = document.activeElement;
        }}
        onCloseAutoFocus={(event) => {
          // Radix only returns focus to a Trigger; modals opened from code (DialogProvider,
          // controlled `open`) would otherwise drop focus on <body>.
          const target = returnFocusTo.current;
          if (target instanceof HTMLElement && target !== document.body && target.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <div className={styles.header}>
          <span className={styles.iconBadge({ type })}>
            {isValidElement(icon) ? icon : <Icon name={icon ?? dialogTypeIcons[type]} />}
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
