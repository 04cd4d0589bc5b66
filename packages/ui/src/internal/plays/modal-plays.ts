import { expect, userEvent, waitFor, within } from 'storybook/test';

// Play steps shared by the stories of AlertModal and ConfirmModal, which share ModalFrame.

/**
 * Opens the modal through its trigger, as a user would, and returns the dialog, which tells a
 * screen reader that the page behind it is out of reach (`aria-modal`).
 */
export async function openModal(canvasElement: HTMLElement, triggerName: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: triggerName }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  return dialog;
}

/** The modal is gone and focus is back on the button that opened it. */
export async function expectClosedWithFocusOnTrigger(
  canvasElement: HTMLElement,
  triggerName: string,
) {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  await waitFor(() =>
    expect(within(canvasElement).getByRole('button', { name: triggerName })).toHaveFocus(),
  );
}

/** A click on the overlay leaves the modal open. */
export async function expectOutsideClickIgnored(canvasElement: HTMLElement, dialog: HTMLElement) {
  const overlay = canvasElement.ownerDocument.querySelector('[data-part="overlay"]');
  if (!(overlay instanceof HTMLElement)) throw new Error('The modal renders no overlay.');
  await userEvent.click(overlay);
  await expect(dialog).toBeInTheDocument();
}
