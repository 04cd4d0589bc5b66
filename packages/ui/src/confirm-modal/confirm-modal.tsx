import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from 'radix-ui';
import { type ReactElement, type ReactNode, useRef } from 'react';
import { Button } from '../button';
import { CloseIcon } from '../icon';
import type { DialogType } from '../internal/modal-frame/dialog-type';
import { ModalFrame, type ModalIcon } from '../internal/modal-frame/modal-frame';
import { closeButton } from '../internal/modal-frame/modal-frame.css';

export type ConfirmModalProps = {
  /** Controlled visibility; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial visibility when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The confirm button was pressed. */
  onConfirm?: () => void;
  /** Declined: the cancel button, the close button or Escape. */
  onCancel?: () => void;
  /** Sets the icon and colour; `danger` also makes the confirm button destructive. */
  type?: DialogType;
  /** An icon name or element; defaults to the type's icon. */
  icon?: ModalIcon;
  title?: ReactNode;
  /** Line breaks (`\n`) in a string message are kept. */
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** An element that opens the modal when activated, for uncontrolled use. */
  trigger?: ReactElement;
};

/**
 * Asks the user to confirm an action (spec §2, §4). Focus starts on Cancel so that a stray Enter
 * never confirms; clicks outside do not close it.
 */
export function ConfirmModal({
  open,
  defaultOpen,
  onOpenChange,
  onConfirm,
  onCancel,
  type = 'warning',
  icon,
  title: givenTitle,
  message: givenMessage,
  confirmLabel: givenConfirmLabel,
  cancelLabel: givenCancelLabel,
  closeLabel: givenCloseLabel,
  trigger,
}: ConfirmModalProps) {
  const { t } = useLingui();
  const title = givenTitle ?? t`Confirmation`;
  const message = givenMessage ?? t`Are you sure you want to do this?`;
  const confirmLabel = givenConfirmLabel ?? t`Confirm`;
  const cancelLabel = givenCancelLabel ?? t`Cancel`;
  const closeLabel = givenCloseLabel ?? t`Close`;
  // Radix reports every close the same way; this tells the confirm button's close apart.
  const confirming = useRef(false);

  const handleOpenChange = (nextOpen: boolean) => {
    if (!nextOpen) {
      if (confirming.current) confirming.current = false;
      else onCancel?.();
    }
    onOpenChange?.(nextOpen);
  };

  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={handleOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <ModalFrame
        component="confirm-modal"
        type={type}
        icon={icon}
        title={title}
        message={message}
        headerEnd={
          // Action is Radix's plain close; Cancel is kept for the button that takes first focus.
          <AlertDialog.Action asChild>
            <Button variant="ghost" size="sm" aria-label={closeLabel} className={closeButton}>
              <CloseIcon />
            </Button>
          </AlertDialog.Action>
        }
        actions={
          <>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant={type === 'danger' ? 'danger' : 'primary'}
                onClick={() => {
                  confirming.current = true;
                  onConfirm?.();
                }}
              >
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </>
        }
      />
    </AlertDialog.Root>
  );
}
ConfirmModal.displayName = 'ConfirmModal';
