import { act, cleanup, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DialogCancelledError } from './dialog-cancelled-error';
import { DialogProvider, useDialogs } from './dialog-provider';

function renderWithDialogs() {
  return renderHook(() => useDialogs(), { wrapper: DialogProvider }).result.current;
}

// The provider loads its modals lazily. Loading them once up front keeps the first test from
// waiting on a cold import (over a second on a busy machine) and failing on the time, not the code.
beforeAll(() => Promise.all([import('../alert-modal'), import('../confirm-modal')]));
afterEach(cleanup);

describe('useDialogs', () => {
  it('explains what is missing when used outside a DialogProvider', () => {
    expect(() => renderHook(() => useDialogs())).toThrow(/DialogProvider/);
  });

  it('resolves confirm() when the user confirms', async () => {
    const { confirm } = renderWithDialogs();
    let answer: Promise<void> = Promise.resolve();
    act(() => {
      answer = confirm({ message: 'Replace the oldest pinned item?' });
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBeUndefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('rejects confirm() with a DialogCancelledError when the user cancels', async () => {
    const { confirm } = renderWithDialogs();
    let answer: Promise<void> = Promise.resolve();
    act(() => {
      answer = confirm();
    });
    // Attach the expectation first: the rejection happens during the click.
    const rejected = expect(answer).rejects.toBeInstanceOf(DialogCancelledError);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await rejected;
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves alert() when the user dismisses it', async () => {
    const { alert } = renderWithDialogs();
    let dismissed: Promise<void> = Promise.resolve();
    act(() => {
      dismissed = alert({ message: 'Saved.' });
    });

    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(dismissed).resolves.toBeUndefined();
  });
});
