import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Background music', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Background music' });
    await expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);

    // The visible label toggles it as well.
    await userEvent.click(canvas.getByText('Background music'));
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Background music' });
    await expect(toggle).toBeChecked();

    // Keyboard: Tab to it, Space and Enter toggle.
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const WithDescription: Story = {
  args: { label: 'Sound effects', description: 'Plays a sound for right and wrong answers.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Sound effects' }),
    ).toHaveAccessibleDescription('Plays a sound for right and wrong answers.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Background music' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState(false);
    return (
      <>
        <Switch {...args} checked={checked} onCheckedChange={setChecked} />
        <p>Music is {checked ? 'on' : 'off'}.</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Background music' }));
    await expect(canvas.getByText('Music is on.')).toBeVisible();
  },
};
