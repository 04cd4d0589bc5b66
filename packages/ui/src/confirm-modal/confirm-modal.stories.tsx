import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { SuccessIcon } from '../icon';
import { dialogTypes } from '../internal/modal-frame/dialog-type';
import {
  expectClosedWithFocusOnTrigger as expectClosed,
  expectOutsideClickIgnored,
  openModal,
} from '../internal/plays/modal-plays';
import { ConfirmModal } from './confirm-modal';

const meta = {
  title: 'Overlays/ConfirmModal',
  component: ConfirmModal,
  args: {
    trigger: <Button>Delete module</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: { type: { control: 'inline-radio', options: dialogTypes } },
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = 'Delete module';
const open = (canvasElement: HTMLElement) => openModal(canvasElement, trigger);
const expectClosedWithFocusOnTrigger = (canvasElement: HTMLElement) =>
  expectClosed(canvasElement, trigger);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Confirmation');
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to do this?');
    // Focus starts on Cancel, so a stray Enter never confirms.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expectClosedWithFocusOnTrigger(canvasElement);
  },
};

export const CancelWithButton: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expectClosedWithFocusOnTrigger(canvasElement);
  },
};

export const CancelWithCloseButton: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expectClosedWithFocusOnTrigger(canvasElement);
  },
};

export const CancelWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expectClosedWithFocusOnTrigger(canvasElement);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: trigger }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveFocus();

    // Focus stays inside the modal: Cancel → Confirm → Close → Cancel.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expectClosedWithFocusOnTrigger(canvasElement);
  },
};

export const IgnoresOutsideClicks: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await expectOutsideClickIgnored(canvasElement, dialog);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: {
    type: 'danger',
    title: 'Delete “Intro to Python”?',
    message: 'Students lose access immediately.\nThis cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Keep module',
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Delete “Intro to Python”?');
    const message = within(dialog).getByText(/Students lose access immediately/);
    // The line break in the message is rendered, not collapsed.
    await expect(getComputedStyle(message).whiteSpace).toBe('pre-line');
    await expect(within(dialog).getByRole('button', { name: 'Keep module' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Info: Story = {
  args: { type: 'info', title: 'Publish module?', confirmLabel: 'Publish' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Publish module?');
  },
};

export const Success: Story = {
  args: { type: 'success', title: 'Claim 250 points?', confirmLabel: 'Claim', icon: SuccessIcon },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
  },
};

export const Controlled: Story = {
  args: { trigger: undefined, open: true },
  // An open modal would cover the whole docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The parent owns `open`: the modal reports the request and stays until the parent closes it.
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeInTheDocument();
  },
};
