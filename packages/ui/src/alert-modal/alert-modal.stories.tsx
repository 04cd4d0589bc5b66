import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { dialogTypes } from '../internal/modal-frame/dialog-type';
import {
  expectClosedWithFocusOnTrigger,
  expectOutsideClickIgnored,
  openModal,
} from '../internal/plays/modal-plays';
import { AlertModal } from './alert-modal';

const meta = {
  title: 'Overlays/AlertModal',
  component: AlertModal,
  args: {
    trigger: <Button variant="secondary">Show alert</Button>,
    message: 'Your answers were saved.',
    onDismiss: fn(),
  },
  argTypes: { type: { control: 'inline-radio', options: dialogTypes } },
} satisfies Meta<typeof AlertModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = 'Show alert';
const open = (canvasElement: HTMLElement) => openModal(canvasElement, trigger);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Alert');
    await expect(dialog).toHaveAccessibleDescription('Your answers were saved.');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();

    await userEvent.click(ok);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expectClosedWithFocusOnTrigger(canvasElement, trigger);
  },
};

export const StaysUntilDismissed: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await expectOutsideClickIgnored(canvasElement, dialog);
    await expect(args.onDismiss).not.toHaveBeenCalled();

    // Only one focusable control: Tab keeps focus on it.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const ModuleAccessDenied: Story = {
  args: {
    type: 'danger',
    title: 'Module Access Denied',
    message: 'You do not have access to this module.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Module Access Denied');
    await expect(dialog).toHaveAccessibleDescription('You do not have access to this module.');
  },
};

export const Success: Story = {
  args: {
    type: 'success',
    title: 'Lesson complete',
    message: 'You earned 120 points.\nKeep going to unlock the next badge!',
    dismissLabel: 'Continue',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
  },
};

export const Warning: Story = {
  args: {
    type: 'warning',
    title: 'Clipboard full',
    message: 'Clipboard limit exceeded. Previously copied item was replaced.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Clipboard full');
  },
};
