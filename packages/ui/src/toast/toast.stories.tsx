import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ClipboardIcon, UserIcon } from '../icon';
import { Inline } from '../inline';
import { ToastList } from './toast';
import { ToastProvider, useToasts } from './toast-provider';
import { type ToastItem, toastTypes } from './toast-store';

const copied: ToastItem = {
  type: 'success',
  title: 'Copied Activity',
  message: 'Activity copied successfully.',
  timeStamp: 1_700_000_000_000,
};
const replaced: ToastItem = {
  type: 'warning',
  title: 'Copied Widget',
  message: 'Clipboard limit exceeded. Previously copied item was replaced.',
  timeStamp: 1_700_000_000_001,
};
const cleared: ToastItem = {
  type: 'info',
  title: 'Activity Clipboard Cleared',
  message: 'Cleared activity clipboard items.',
  timeStamp: 1_700_000_000_002,
};
const failed: ToastItem = {
  type: 'error',
  title: 'Upload failed',
  message: 'The image could not be sent.\nCheck your connection and try again.',
  timeStamp: 1_700_000_000_003,
};

/** Short enough for a test to wait out, long enough to act on an item first. */
const testDuration = 600;

const meta = {
  title: 'Feedback/ToastList',
  component: ToastList,
  args: { items: [copied], onDismiss: fn() },
  argTypes: { duration: { control: { type: 'number', min: 100, step: 100 } } },
  // The list is presentational: this keeps the items in state so dismissing really removes them.
  render: function Render(args) {
    const [items, setItems] = useState(args.items);
    return (
      <ToastList
        {...args}
        items={items}
        onDismiss={(timeStamp) => {
          args.onDismiss(timeStamp);
          setItems((current) => current.filter((item) => item.timeStamp !== timeStamp));
        }}
      />
    );
  },
  decorators: [
    // A transform makes this box the containing block of the fixed list, so each story keeps its
    // toasts to itself on the docs page.
    (Story) => (
      <div style={{ transform: 'translateZ(0)', minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastList>;

export default meta;
type Story = StoryObj<typeof meta>;

const notifications = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Notifications' }));

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const item = await notifications(canvasElement).findByRole('listitem');
    await expect(within(item).getByRole('img', { name: 'Success' })).toBeVisible();
    await expect(item).toHaveTextContent('Copied Activity');
    await expect(item).toHaveTextContent('Activity copied successfully.');
    // Announced politely.
    await expect(item.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

export const Info: Story = {
  args: { items: [cleared] },
  play: async ({ canvasElement }) => {
    const item = await notifications(canvasElement).findByRole('listitem');
    await expect(within(item).getByRole('img', { name: 'Information' })).toBeVisible();
    await expect(item.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

export const Warning: Story = {
  args: { items: [replaced] },
  play: async ({ canvasElement }) => {
    const item = await notifications(canvasElement).findByRole('listitem');
    await expect(within(item).getByRole('img', { name: 'Warning' })).toBeVisible();
    await expect(item.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

export const ErrorType: Story = {
  name: 'Error',
  args: { items: [failed] },
  play: async ({ canvasElement }) => {
    const item = await notifications(canvasElement).findByRole('listitem');
    await expect(within(item).getByRole('img', { name: 'Error' })).toBeVisible();
    // Errors interrupt: they go to the assertive region.
    await expect(item.closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
  },
};

export const Stacked: Story = {
  args: { items: [copied, replaced, failed, cleared] },
  play: async ({ canvasElement }) => {
    const items = await notifications(canvasElement).findAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // Errors first, then the rest oldest first.
    await expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Upload failed',
      'Copied Activity',
      'Copied Widget',
      'Activity Clipboard Cleared',
    ]);
  },
};

export const ClickToRemove: Story = {
  args: { items: [copied, replaced] },
  play: async ({ args, canvasElement }) => {
    const list = notifications(canvasElement);
    await userEvent.click(await list.findByText('Activity copied successfully.'));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).toHaveBeenCalledWith(copied.timeStamp);
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    await expect(list.queryByText('Copied Activity')).not.toBeInTheDocument();
  },
};

export const CloseWithKeyboard: Story = {
  args: { items: [copied, replaced] },
  play: async ({ args, canvasElement }) => {
    const list = notifications(canvasElement);
    const [first, second] = await list.findAllByRole('button', { name: 'Dismiss' });
    await expect(first).toHaveAccessibleDescription('Copied Activity');

    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).toHaveBeenCalledWith(copied.timeStamp);
    // Focus moves on to the next toast instead of falling back to the page.
    await expect(second).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenLastCalledWith(replaced.timeStamp);
    await expect(list.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

export const AutoDismiss: Story = {
  args: { items: [copied, failed], duration: testDuration },
  play: async ({ args, canvasElement }) => {
    const list = notifications(canvasElement);
    await expect(await list.findAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(list.queryByRole('listitem')).not.toBeInTheDocument(), {
      timeout: testDuration * 4,
    });
    await expect(args.onDismiss).toHaveBeenCalledWith(copied.timeStamp);
    await expect(args.onDismiss).toHaveBeenCalledWith(failed.timeStamp);
  },
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For the pause stories: the timer starts when the toast appears, before the play function hovers
 * or focuses it, so the duration leaves room for a slow start; the wait then outlasts it.
 */
const pauseTestDuration = 1500;
const outlastPause = () => wait(pauseTestDuration + 500);

export const PauseOnHover: Story = {
  args: { items: [copied], duration: pauseTestDuration },
  play: async ({ args, canvasElement }) => {
    const list = notifications(canvasElement);
    await userEvent.hover(await list.findByRole('listitem'));
    await outlastPause();
    await expect(list.getByRole('listitem')).toBeVisible();
    await expect(args.onDismiss).not.toHaveBeenCalled();

    await userEvent.unhover(list.getByRole('listitem'));
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith(copied.timeStamp), {
      timeout: pauseTestDuration * 2,
    });
  },
};

export const PauseOnFocus: Story = {
  args: { items: [copied], duration: pauseTestDuration },
  play: async ({ args, canvasElement }) => {
    const list = notifications(canvasElement);
    await list.findByRole('listitem');
    await userEvent.tab();
    await expect(list.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await outlastPause();
    await expect(args.onDismiss).not.toHaveBeenCalled();

    await userEvent.tab({ shift: true });
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith(copied.timeStamp), {
      timeout: pauseTestDuration * 2,
    });
  },
};

export const CustomIcon: Story = {
  args: {
    items: [
      { ...copied, title: 'Avatar saved', message: 'Your new look is live.', icon: UserIcon },
      { ...cleared, icon: <ClipboardIcon /> },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await notifications(canvasElement).findAllByRole('listitem')).toHaveLength(2);
  },
};

export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    // Story tests run with prefers-reduced-motion: reduce, so the entrance has no motion.
    const item = await notifications(canvasElement).findByRole('listitem');
    await expect(getComputedStyle(item).animationDuration).toBe('0s');
  },
};

function NotifyButtons() {
  const { notify, dismiss } = useToasts();
  const [last, setLast] = useState<number | null>(null);
  return (
    <Inline>
      {toastTypes.map((type) => (
        <Button
          key={type}
          variant="secondary"
          onClick={() =>
            setLast(notify({ type, title: `A ${type} toast`, message: `Raised with notify().` }))
          }
        >
          Notify {type}
        </Button>
      ))}
      <Button variant="ghost" disabled={last === null} onClick={() => last && dismiss(last)}>
        Dismiss the last one
      </Button>
    </Inline>
  );
}

/** The app mounts ToastProvider once; components call `useToasts().notify()`. */
export const WithProvider: Story = {
  render: (args) => (
    <ToastProvider duration={args.duration}>
      <NotifyButtons />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notify success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Notify error' }));
    const list = notifications(canvasElement);
    // The first notification loads the items' code.
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(2));

    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss the last one' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    await expect(list.getByRole('listitem')).toHaveTextContent('A success toast');
  },
};
