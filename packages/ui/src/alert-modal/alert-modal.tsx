import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { Button } from '../button';
import type { DialogType } from '../internal/modal-frame/dialog-type';
import { ModalFrame, type ModalIcon } from '../internal/modal-frame/modal-frame';

export type AlertModalProps = {
  /** Controlled visibility; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial visibility when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The dismiss button was pressed, or Escape. */
  onDismiss?: () => void;
  /** Sets the icon and colour. */
  type?: DialogType;
  /** An icon name or element; defaults to the type's icon. */
  icon?: ModalIcon;
  title?: ReactNode;
  /** Line breaks (`\n`) in a string message are kept. */
  message: ReactNode;
  dismissLabel?: ReactNode;
  /** An element that opens the modal when activated, for uncontrolled use. */
  trigger?: ReactElement;
};

/** Tells the user something and stays until they dismiss it (spec §2, §4). */
export function AlertModal({
  open,
  defaultOpen,
  onOpenChange,
  onDismiss,
  type = 'info',
  icon,
  title: givenTitle,
  message,
  dismissLabel: givenDismissLabel,
  trigger,
}: AlertModalProps) {
  const { t } = useLingui();
  const title = givenTitle ?? t`Alert`;
  const dismissLabel = givenDismissLabel ?? t`OK`;
  const handleOpenChange = (nextOpen: boolean) => {
    if (!nextOpen) onDismiss?.();
    onOpenChange?.(nextOpen);
  };

  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={handleOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <ModalFrame
        component="alert-modal"
        type={type}
        icon={icon}
        title={title}
        message={message}
        actions={
          // Cancel is the element AlertDialog focuses first.
          <AlertDialog.Cancel asChild>
            <Button variant="primary">{dismissLabel}</Button>
          </AlertDialog.Cancel>
        }
      />
    </AlertDialog.Root>
  );
}
AlertModal.displayName = 'AlertModal';
