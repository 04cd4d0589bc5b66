import { expect, userEvent, within } from 'storybook/test';

// Play steps shared by the stories of Button and IconButton, which must behave alike.
// `onClick` is the story's `fn()` spy.

/** A click, then Enter and Space on the button reached with Tab, each call `onClick` once. */
export async function expectActivation(canvasElement: HTMLElement, name: string, onClick: unknown) {
  const button = within(canvasElement).getByRole('button', { name });
  await userEvent.click(button);
  await expect(onClick).toHaveBeenCalledTimes(1);

  // Keyboard: reachable with Tab, activated with Enter and Space.
  await userEvent.tab();
  await userEvent.tab({ shift: true });
  await expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(' ');
  await expect(onClick).toHaveBeenCalledTimes(3);
}

/** A disabled button is disabled and ignores clicks; returns the button. */
export async function expectInactive(canvasElement: HTMLElement, name: string, onClick: unknown) {
  const button = within(canvasElement).getByRole('button', { name });
  await expect(button).toBeDisabled();
  await userEvent.click(button, { pointerEventsCheck: 0 });
  await expect(onClick).not.toHaveBeenCalled();
  return button;
}

/**
 * A loading button reports itself disabled (`aria-disabled`) but keeps focus, so a person pressing
 * it does not lose their place (decision 0044), and ignores clicks and Enter; returns the button.
 */
export async function expectBusy(canvasElement: HTMLElement, name: string, onClick: unknown) {
  const button = within(canvasElement).getByRole('button', { name });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).not.toHaveAttribute('disabled');
  await userEvent.click(button);
  await expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(onClick).not.toHaveBeenCalled();
  return button;
}
