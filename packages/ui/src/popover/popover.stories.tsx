import { vars } from '@sparked/design-tokens/contract.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Stack } from '../stack';
import { Popover, popoverAligns, popoverSides } from './popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    trigger: <Button variant="secondary">Text colour</Button>,
    title: 'Text colour',
    children: <p style={{ margin: 0 }}>Pick a colour or a gradient for the selected text.</p>,
    onOpenChange: fn(),
  },
  argTypes: {
    side: { control: 'inline-radio', options: popoverSides },
    align: { control: 'inline-radio', options: popoverAligns },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Radix positions the panel in a wrapper that takes over the panel's z-index. */
const layerOf = (dialog: HTMLElement) =>
  getComputedStyle(dialog.parentElement as HTMLElement).zIndex;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Text colour' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Text colour' });
    await expect(dialog).toHaveTextContent('Pick a colour or a gradient');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Text colour' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Text colour' });
    // Focus moves into the panel, onto its first control.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus(),
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ClickOutside: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Text colour' }));
    await page.findByRole('dialog', { name: 'Text colour' });
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Text colour' });
    // The default layer is the popover layer, above modals (spec §9).
    await expect(layerOf(dialog)).toBe('9999');
  },
};

export const CustomZIndex: Story = {
  args: { defaultOpen: true, zIndex: vars.zIndex.dropdown },
  play: async () => {
    await expect(layerOf(await page.findByRole('dialog', { name: 'Text colour' }))).toBe('1000');
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, 'aria-label': 'Colour history', defaultOpen: true },
  play: async () => {
    await expect(await page.findByRole('dialog', { name: 'Colour history' })).toBeVisible();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <Stack gap={2} align="center">
        <Popover {...args} open={open} onOpenChange={setOpen} />
        <p>The popover is {open ? 'open' : 'closed'}.</p>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Text colour' }));
    await expect(canvas.getByText('The popover is open.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('The popover is closed.')).toBeVisible();
  },
};
