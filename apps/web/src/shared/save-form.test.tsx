import { ToastProvider } from '@sparked/ui/toast';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { SaveForm } from './save-form';

afterEach(cleanup);

it('saves once when Save is pressed twice before the first save answers', async () => {
  let answer = () => {};
  const save = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
  render(
    <ToastProvider>
      <SaveForm
        mutation={{ isPending: false, error: null }}
        save={save}
        saved={() => 'The links are saved.'}
        submitLabel="Save links"
      >
        <input name="site" defaultValue="https://sparked.example/" aria-label="Website" />
      </SaveForm>
    </ToastProvider>,
  );
  const button = screen.getByRole('button', { name: 'Save links' });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(save).toHaveBeenCalledTimes(1);
  await act(async () => answer());
  expect(await screen.findByText('The links are saved.')).toBeTruthy();
  // Once answered, a new press is a new save.
  fireEvent.click(button);
  expect(save).toHaveBeenCalledTimes(2);
});
