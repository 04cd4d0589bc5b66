import { type Block, emptyClipboard } from '@sparked/contracts';
import { DialogProvider } from '@sparked/ui/dialog-provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { ClipboardProvider } from '../../clipboard';
import { mockApiClient, ok } from '../../story-support/mock-api-client';
import { BlocksEditor } from './blocks-editor';

afterEach(cleanup);

/** An e-book page whose blocks the editor changes, as the e-book editor holds them. */
function Page() {
  const [blocks, setBlocks] = useState<Block[]>([
    { id: 'first', type: 'video', url: 'https://example.test/moon', title: 'The Moon' },
  ]);
  return (
    <BlocksEditor
      label="Blocks of the e-book"
      place="the e-book"
      blocks={blocks}
      onChange={setBlocks}
      uploadImage={async () => ({ src: '' })}
    />
  );
}

it('Add block moves focus to the new block’s first field, never leaving it on the page', async () => {
  // happy-dom lays nothing out: every element counts as shown here.
  Element.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
  const client = mockApiClient({ clipboard: ok(emptyClipboard) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DialogProvider>
        <ClipboardProvider client={client} enabled notify={vi.fn()}>
          <Page />
        </ClipboardProvider>
      </DialogProvider>
    </QueryClientProvider>,
  );
  screen.getByRole('button', { name: 'Add block' }).focus();
  await userEvent.keyboard('{Enter}');
  const added = await screen.findByRole('listitem', { name: 'Text block 2' });
  await waitFor(() => expect(added.contains(document.activeElement)).toBe(true));
  expect(document.activeElement).toBe(within(added).getByRole('textbox'));
});
