import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clipboardDragType } from './clipboard-drag-data';
import { ClipboardPanel, type ClipboardPanelProps } from './clipboard-panel';
import type { ClipboardPanelItem } from './clipboard-panel-item';

/** A small slide-like picture standing in for the captured preview. */
const preview = (accent: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 40"><rect width="56" height="40" fill="lavender"/><rect x="6" y="6" width="30" height="6" fill="${accent}"/><rect x="6" y="18" width="44" height="4" fill="silver"/><rect x="6" y="26" width="36" height="4" fill="silver"/></svg>`,
  )}`;

type Item = ClipboardPanelItem & { data: { blocks: number } };

const item = (id: string, title: string, minute: number, pinned = false): Item => ({
  id,
  title,
  // Local time, so the story reads the same in every time zone: 3/7/2026 · 2:0x PM.
  timestamp: new Date(2026, 2, 7, 14, minute).getTime(),
  preview: preview(pinned ? 'slateblue' : 'teal'),
  pinned,
  data: { blocks: minute },
});

const activities = [
  item('a-loops', 'Quiz: loops and conditions', 1, true),
  item('a-intro', 'Introduction to variables', 5),
  item('a-reflect', 'Reflection journal', 2),
];
const widgets = [item('w-video', 'Video with captions', 3), item('w-code', 'Code runner', 0)];

const meta = {
  title: 'Educator/ClipboardPanel',
  component: ClipboardPanel,
  args: {
    items: { activity: activities, widget: widgets },
    onTabChange: fn(),
    onTogglePin: fn(),
    onRemove: fn(),
    onClear: fn(),
    onInsert: fn(),
  },
} satisfies Meta<typeof ClipboardPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Clipboard' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Activity' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Widget' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Copied on 3/7/2026 · 2:05 PM')).toBeVisible();
    await expect(
      canvas.getByText('* We can only store your 10 most recent copied items'),
    ).toBeVisible();

    const pin = canvas.getByRole('button', { name: 'Pin Introduction to variables' });
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pin);
    await expect(args.onTogglePin).toHaveBeenCalledWith(activities[1]);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Reflection journal' }));
    await expect(args.onRemove).toHaveBeenCalledWith(activities[2]);
  },
};

export const Pinned: Story = {
  play: async ({ args, canvasElement }) => {
    const unpin = within(canvasElement).getByRole('button', {
      name: 'Unpin Quiz: loops and conditions',
    });
    await expect(unpin).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(unpin);
    await expect(args.onTogglePin).toHaveBeenCalledWith(activities[0]);
  },
};

export const InsertWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const insert = within(canvasElement).getByRole('button', {
      name: 'Insert Introduction to variables',
    });
    await expect(insert).toHaveAccessibleDescription('Copied on 3/7/2026 · 2:05 PM');
    insert.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onInsert).toHaveBeenCalledWith(activities[1]);
    await userEvent.keyboard(' ');
    await expect(args.onInsert).toHaveBeenCalledTimes(2);
  },
};

/** On a page that takes only some items, the others are only dragged. */
export const InsertOnlyWhatFits: Story = {
  args: { canInsert: (item) => item.id !== activities[0]?.id },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(
      panel.queryByRole('button', { name: `Insert ${activities[0]?.title}` }),
    ).toBeNull();
    await expect(
      panel.getByRole('button', { name: 'Insert Introduction to variables' }),
    ).toBeVisible();
  },
};

/** On a page with no editor to insert into, items are only dragged: no insert buttons. */
export const WithoutInsert: Story = {
  args: { onInsert: undefined },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByText('Introduction to variables')).toBeVisible();
    await expect(panel.queryByRole('button', { name: /^Insert / })).toBeNull();
    await expect(
      panel.getByRole('button', { name: 'Pin Introduction to variables' }),
    ).toBeVisible();
  },
};

export const DragOntoThePage: Story = {
  play: async ({ canvasElement }) => {
    const [row] = within(canvasElement).getAllByRole('listitem');
    if (!row) throw new Error('No clipboard rows.');
    await expect(row).toHaveAttribute('draggable', 'true');

    // A real DragEvent: testing-library's fireEvent would hand the handler a copy of the
    // DataTransfer, and the data set on it would be lost.
    const dataTransfer = new DataTransfer();
    const dispatch = (type: string) =>
      row.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    dispatch('dragstart');
    await waitFor(() => expect(row).toHaveAttribute('data-state', 'dragging'));
    // A drop target reads the whole item, data included, and a plain-text fallback.
    await expect(JSON.parse(dataTransfer.getData(clipboardDragType))).toEqual(activities[0]);
    await expect(dataTransfer.getData('text/plain')).toBe('Quiz: loops and conditions');

    dispatch('dragend');
    await waitFor(() => expect(row).not.toHaveAttribute('data-state'));
  },
};

export const WidgetTab: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Keyboard: arrows move between the tabs and select them.
    canvas.getByRole('tab', { name: 'Activity' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const widgetTab = canvas.getByRole('tab', { name: 'Widget' });
    await expect(widgetTab).toHaveFocus();
    await expect(widgetTab).toHaveAttribute('aria-selected', 'true');
    await expect(args.onTabChange).toHaveBeenCalledWith('widget');

    const panel = canvas.getByRole('tabpanel', { name: 'Widget' });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(panel).getByText('Video with captions')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalledWith('widget');
  },
};

export const Clear: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalledWith('activity');
  },
};

export const Empty: Story = {
  args: { items: { activity: [], widget: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No items found.')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Widget' }));
    await expect(canvas.getByText('No items found.')).toBeVisible();
  },
};

export const Full: Story = {
  args: {
    items: {
      activity: Array.from({ length: 10 }, (_, index) =>
        item(`a-${index}`, `Lesson ${10 - index}`, 9 - index, index < 2),
      ),
      widget: [],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(10);
  },
};

export const Controlled: Story = {
  args: { activeTab: 'widget' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Widget' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The parent owns the tab: a click reports the request and the tab stays until it changes.
    await userEvent.click(canvas.getByRole('tab', { name: 'Activity' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('activity');
    await expect(canvas.getByRole('tab', { name: 'Widget' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithCloseButton: Story = {
  args: { onClose: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close clipboard' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // Escape anywhere inside the panel closes it too.
    canvas.getByRole('tab', { name: 'Activity' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Applies pin and remove the way the store does, to show where focus goes as rows move. */
function StatefulPanel(args: ClipboardPanelProps<ClipboardPanelItem>) {
  const [items, setItems] = useState(args.items.activity);
  const pinnedFirst = (list: readonly ClipboardPanelItem[]) =>
    [...list].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.timestamp - a.timestamp);
  return (
    <ClipboardPanel
      {...args}
      items={{ activity: items, widget: args.items.widget }}
      onTogglePin={(toggled) =>
        setItems((list) =>
          pinnedFirst(list.map((i) => (i.id === toggled.id ? { ...i, pinned: !i.pinned } : i))),
        )
      }
      onRemove={(removed) => setItems((list) => list.filter((i) => i.id !== removed.id))}
    />
  );
}

export const FocusFollowsTheRow: Story = {
  render: (args) => <StatefulPanel {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = () => canvas.getAllByRole('listitem').map((row) => row.textContent);

    // Unpinning moves the row down; its toggle keeps the focus, now named "Pin …".
    canvas.getByRole('button', { name: 'Unpin Quiz: loops and conditions' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Pin Quiz: loops and conditions' })).toHaveFocus(),
    );
    await expect(titles()[2]).toContain('Quiz: loops and conditions');

    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Unpin Quiz: loops and conditions' }),
      ).toHaveFocus(),
    );
    await expect(titles()[0]).toContain('Quiz: loops and conditions');

    // Removing hands focus to the next row's remove button, then to the tab panel.
    canvas.getByRole('button', { name: 'Remove Introduction to variables' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Remove Reflection journal' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('button', { name: 'Remove Quiz: loops and conditions' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tabpanel', { name: 'Activity' })).toHaveFocus();
    await expect(canvas.getByText('No items found.')).toBeVisible();
  },
};
