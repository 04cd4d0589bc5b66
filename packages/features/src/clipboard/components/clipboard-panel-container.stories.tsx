import type { ClipboardKind } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ClipboardPanelContainer,
  type ClipboardPanelContainerProps,
} from './clipboard-panel-container';
import { useInsertTarget } from './insert-target';
import {
  notify,
  preview,
  resetClipboard,
  seedClipboard,
  storedClipboard,
  storedList,
  withClipboard,
} from './story-fixtures';
import { useCopyToClipboard } from './use-copy-to-clipboard';

/** What an editor's copy control does: copy, then say "Copied" for a moment. */
function CopyButton({ kind, label }: { kind: ClipboardKind; label: string }) {
  const { copy, copied } = useCopyToClipboard(kind);
  const count = useRef(0);
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        count.current += 1;
        void copy({ title: `New ${kind} ${count.current}`, preview, data: { n: count.current } });
      }}
    >
      {copied ? 'Copied' : label}
    </Button>
  );
}

/** What the page's editor does with an inserted activity; cleared before every story. */
const insertIntoUnit = fn().mockName('insertIntoUnit');

/** A page whose editor takes activities, not widgets, as the module outline does. */
function EditorWithClipboard(args: ClipboardPanelContainerProps) {
  useInsertTarget({
    kind: 'activity',
    place: 'Light and leaves',
    read: (data) => data,
    insert: insertIntoUnit,
  });
  return (
    <Stack gap={4} align="start">
      <Inline>
        <CopyButton kind="activity" label="Copy activity" />
        <CopyButton kind="widget" label="Copy widget" />
      </Inline>
      <ClipboardPanelContainer {...args} />
    </Stack>
  );
}

const meta = {
  title: 'Features/Clipboard/ClipboardPanelContainer',
  component: ClipboardPanelContainer,
  decorators: [withClipboard],
  beforeEach: () => {
    resetClipboard();
    insertIntoUnit.mockClear();
  },
  render: (args) => <EditorWithClipboard {...args} />,
} satisfies Meta<typeof ClipboardPanelContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('listitem', { hidden: true })
    .map((row) => row.querySelector('[data-part="remove"]')?.getAttribute('aria-label')?.slice(7));

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items found.')).toBeVisible();
    // Nothing to clear: no question is asked.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear' }));
    await expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const CopiesAnActivity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy activity' }));

    await expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'Copied Activity',
      message: 'Activity copied successfully.',
    });
    await expect(canvas.getByRole('button', { name: 'Remove New activity 1' })).toBeVisible();
    await expect(storedClipboard().activity.map((item) => item.title)).toEqual(['New activity 1']);

    // The copy control says "Copied" for 1500 ms, then returns to its label.
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Copy activity' })).toBeVisible(),
      {
        timeout: 2500,
      },
    );

    // Widgets go to the other tab.
    await userEvent.click(canvas.getByRole('button', { name: 'Copy widget' }));
    await expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Copied Widget', message: 'Widget copied successfully.' }),
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Widget' }));
    await expect(canvas.getByRole('button', { name: 'Remove New widget 1' })).toBeVisible();
  },
};

export const ReplacesTheOldestWhenFull: Story = {
  beforeEach: () => seedClipboard({ activity: storedList('activity', 10) }),
  play: async ({ canvasElement }) => {
    await expect(titles(canvasElement)).toHaveLength(10);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy activity' }));

    await expect(notify).toHaveBeenCalledWith({
      type: 'warning',
      title: 'Copied Activity',
      message: 'Clipboard limit exceeded. Previously copied item was replaced.',
    });
    const shown = titles(canvasElement);
    await expect(shown).toHaveLength(10);
    await expect(shown[0]).toBe('New activity 1');
    await expect(shown).not.toContain('Activity 1');
  },
};

async function copyIntoFullyPinnedList(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy activity' }));
  const dialog = await page(canvasElement).findByRole('alertdialog');
  await expect(dialog).toHaveAccessibleDescription(
    'Top-most pinned item will be replaced by the newly copied item. Continue?',
  );
  return dialog;
}

export const AllPinnedDeclined: Story = {
  beforeEach: () => seedClipboard({ activity: storedList('activity', 10, 10) }),
  play: async ({ canvasElement }) => {
    const dialog = await copyIntoFullyPinnedList(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(notify).not.toHaveBeenCalled();
    await expect(titles(canvasElement)).not.toContain('New activity 1');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Copy activity' }),
    ).toBeVisible();
  },
};

export const AllPinnedReplaced: Story = {
  beforeEach: () => seedClipboard({ activity: storedList('activity', 10, 10) }),
  play: async ({ canvasElement }) => {
    const dialog = await copyIntoFullyPinnedList(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          message: 'Clipboard limit exceeded. Previously copied item was replaced.',
        }),
      ),
    );
    const shown = titles(canvasElement);
    // Activity 10 was the top-most pinned item; the copy joins below the nine still pinned.
    await expect(shown).not.toContain('Activity 10');
    await expect(shown).toHaveLength(10);
    await expect(shown[9]).toBe('New activity 1');
  },
};

export const ClearsAfterConfirming: Story = {
  beforeEach: () =>
    seedClipboard({ activity: storedList('activity', 3), widget: storedList('widget', 2) }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear' }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to clear your activity clipboard?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'success',
        title: 'Activity Clipboard Cleared',
        message: 'Cleared activity clipboard items.',
      }),
    );
    await expect(within(canvasElement).getByText('No items found.')).toBeVisible();
    await expect(storedClipboard().activity).toEqual([]);
    await expect(storedClipboard().widget).toHaveLength(2);
  },
};

export const ClearCancelled: Story = {
  beforeEach: () => seedClipboard({ widget: storedList('widget', 2) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Widget' }));
    // This page takes activities only: widgets are dragged elsewhere, not inserted here.
    await expect(canvas.queryByRole('button', { name: /^Insert / })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to clear your widget clipboard?',
    );
    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(notify).not.toHaveBeenCalled();
    await expect(titles(canvasElement)).toHaveLength(2);
  },
};

export const PinMovesToTheTop: Story = {
  beforeEach: () => seedClipboard({ activity: storedList('activity', 3) }),
  play: async ({ canvasElement }) => {
    await expect(titles(canvasElement)).toEqual(['Activity 3', 'Activity 2', 'Activity 1']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pin Activity 1' }));
    await expect(titles(canvasElement)).toEqual(['Activity 1', 'Activity 3', 'Activity 2']);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Unpin Activity 1' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(storedClipboard().activity[0]).toMatchObject({ id: 'activity-1', pinned: true });
  },
};

export const InsertAndRemove: Story = {
  beforeEach: () => seedClipboard({ activity: storedList('activity', 2) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Insert Activity 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(insertIntoUnit).toHaveBeenCalledWith('Activity 2', { source: 'activity-2' });
    await expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'Inserted Activity',
      message: 'Activity 2 was added at the end of Light and leaves.',
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Activity 2' }));
    await expect(titles(canvasElement)).toEqual(['Activity 1']);
    await expect(storedClipboard().activity.map((item) => item.id)).toEqual(['activity-1']);
  },
};

export const FollowsOtherDevices: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items found.')).toBeVisible();
    // Another device copied; coming back to this window reads the lists again.
    seedClipboard({ activity: storedList('activity', 1) });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('visibilitychange'));
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Remove Activity 1' }),
    ).toBeVisible();
  },
};
