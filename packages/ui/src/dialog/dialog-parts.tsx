import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import * as frame from '../internal/modal-frame/modal-frame.css';
import { useReturnFocus } from '../internal/modal-frame/return-focus';
import * as styles from './dialog.css';

// The dialog's parts, the way Radix and shadcn/ui expose them, for a dialog whose layout the
// convenience `Dialog` does not fit: compose DialogRoot › DialogContent › DialogTitle,
// DialogDescription, anything, DialogFooter with DialogClose.

export type DialogRootProps = {
  /** Controlled visibility: a dialog that an address opens is open while the address says so. */
  open: boolean;
  /** The close button, Escape or a click outside asked to close it. */
  onClose: () => void;
  children: ReactNode;
};

export function DialogRoot({ open, onClose, children }: DialogRootProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {children}
    </DialogPrimitive.Root>
  );
}

export type DialogContentProps = {
  children: ReactNode;
  /**
   * Whether a DialogDescription is inside: Radix links it for screen readers, and without one the
   * content must say there is none rather than point at nothing.
   */
  described?: boolean;
};

/** The window itself, over a dimmed page; focus moves in and goes back where it was on close. */
export function DialogContent({ children, described = false }: DialogContentProps) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-part="overlay" className={frame.overlay} />
      <DialogPrimitive.Content
        data-component="dialog"
        className={styles.content}
        // Radix hides the page behind from assistive technology; aria-modal says so as well, for
        // screen readers that read the dialog's role and this attribute only (issue 42).
        aria-modal="true"
        {...returnFocus}
        {...(described ? {} : { 'aria-describedby': undefined })}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The dialog's accessible name, shown as its heading. */
export function DialogTitle({ children }: { children: ReactNode }) {
  return <DialogPrimitive.Title className={styles.title}>{children}</DialogPrimitive.Title>;
}

/** What the dialog is about, read out with its title. */
export function DialogDescription({ children }: { children: ReactNode }) {
  return (
    <DialogPrimitive.Description className={frame.message}>{children}</DialogPrimitive.Description>
  );
}

/** The row of actions at the end of the dialog. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className={frame.footer}>{children}</div>;
}

/** Closes the dialog when its one child (a Button) is pressed. */
export function DialogClose({
  children,
}: Pick<ComponentProps<typeof DialogPrimitive.Close>, 'children'>) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
