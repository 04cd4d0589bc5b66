import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogRoot,
  DialogTitle,
} from './dialog-parts';

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
 * list of events: the dialog's parts (`dialog-parts.tsx`) in their usual arrangement. Unlike
 * AlertModal and ConfirmModal it is dismissible in every usual way (Escape, a click outside,
 * Close), since nothing is lost by closing it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  closeLabel: givenCloseLabel,
}: DialogProps) {
  const { t } = useLingui();
  const closeLabel = givenCloseLabel ?? t`Close`;
  return (
    <DialogRoot open={open} onClose={onClose}>
      <DialogContent described={Boolean(description)}>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
        {children}
        <DialogFooter>
          {actions}
          <DialogClose>
            <Button variant="secondary">{closeLabel}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
