import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '../button';
import * as frame from '../internal/modal-frame/modal-frame.css';
import { useReturnFocus } from '../internal/modal-frame/return-focus';
import * as styles from './dialog.css';

export type DialogProps = {
  /** Controlled visibility: a dialog that an address opens is open while the address says so. */
  open: boolean;
  /** The close button, Escape or a click outside asked to close it. */
  onClose: () => void;
  title: ReactNode;
  /** What the dialog is about, read out with its title; the body holds the rest. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the end, before Close. */
  actions?: ReactNode;
  closeLabel?: string;
};

/**
 * A modal window over the page for details and a few actions, such as an event's page over the
 * list of events. Unlike AlertModal and ConfirmModal it is dismissible in every usual way (Escape,
 * a click outside, Close), since nothing is lost by closing it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  closeLabel = 'Close',
}: DialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-part="overlay" className={frame.overlay} />
        <DialogPrimitive.Content
          data-component="dialog"
          className={styles.content}
          {...returnFocus}
          // Radix links the description itself; without one, say there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className={frame.message}>
              {description}
            </DialogPrimitive.Description>
          ) : null}
          {children}
          <div className={frame.footer}>
            {actions}
            <DialogPrimitive.Close asChild>
              <Button variant="secondary">{closeLabel}</Button>
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
