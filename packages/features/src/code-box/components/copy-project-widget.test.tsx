import { emptyClipboard } from '@sparked/contracts';
import { ClipboardProvider } from '@sparked/features/clipboard';
import { DialogProvider } from '@sparked/ui/dialog-provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, type MockReply, mockApiClient, ok } from '../../story-support/mock-api-client';
import { CopyProjectWidget } from './copy-project-widget';

afterEach(cleanup);

const copied = ok({
  status: 'copied',
  lists: {
    ...emptyClipboard,
    widget: [
      {
        id: 'copy-1',
        title: 'Code project: Planets quiz',
        type: 'Widget',
        timestamp: 1_741_356_000_000,
        preview: 'data:image/png;base64,iVBORw0KGgo=',
        data: {},
        pinned: false,
      },
    ],
  },
  notification: { type: 'success', title: 'Copied Widget', message: 'Widget copied successfully.' },
});

/** The copy button on a clipboard whose copy answers when the test says. */
function setup() {
  let answer: (reply: MockReply) => void = () => {};
  const client = mockApiClient({
    clipboard: ok(emptyClipboard),
    copyToClipboard: () => new Promise<MockReply>((resolve) => (answer = resolve)),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <DialogProvider>
        <ClipboardProvider client={client} enabled notify={vi.fn()}>
          <CopyProjectWidget title="Planets quiz" code={{ html: '<p>Hi</p>', css: '', js: '' }} />
        </ClipboardProvider>
      </DialogProvider>
    </QueryClientProvider>,
  );
  return { client, answer: (reply: MockReply) => act(() => answer(reply)) };
}

describe('CopyProjectWidget', () => {
  it('copies once on a double click, with an Idempotency-Key, busy until the answer', async () => {
    const { client, answer } = setup();
    const button = screen.getByRole('button', { name: 'Copy as a widget for an e-book' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    await userEvent.click(button);
    const copies = callsTo(client, 'copyToClipboard');
    expect(copies).toHaveLength(1);
    expect(copies[0]?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}\.1$/);

    await answer(copied);
    const done = await screen.findByRole('button', { name: 'Copied to the clipboard' });
    expect(done.getAttribute('aria-busy')).toBeNull();
    expect(callsTo(client, 'copyToClipboard')).toHaveLength(1);
  });
});
