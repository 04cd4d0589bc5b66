import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Inline } from '../inline';
import { Tooltip, TooltipProvider, tooltipSides } from './tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Saves a copy to your clipboard',
    children: <Button variant="secondary">Copy activity</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    side: { control: 'inline-radio', options: tooltipSides },
  },
  // Room for the tooltip above the trigger.
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const OnHover: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Copy activity' });
    await userEvent.hover(trigger);
    await expect(await page.findByRole('tooltip')).toHaveTextContent(
      'Saves a copy to your clipboard',
    );
    await expect(trigger).toHaveAccessibleDescription('Saves a copy to your clipboard');
    await userEvent.unhover(trigger);
    // The content stays open while the pointer may be on its way to it (WCAG 1.4.13 hoverable);
    // moving well away from both closes it.
    await userEvent.pointer({ target: document.body, coords: { clientX: 1, clientY: 1 } });
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Copy activity' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await page.findByRole('tooltip')).toBeInTheDocument();

    // Escape hides it without moving focus.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { open: true },
  play: async () => {
    await expect(await page.findByRole('tooltip')).toBeInTheDocument();
  },
};

export const Sides: Story = {
  render: (args) => (
    <Inline gap={8}>
      {tooltipSides.map((side) => (
        <Tooltip key={side} {...args} side={side} content={`Opens to the ${side}`} open>
          <Button variant="secondary">{side}</Button>
        </Tooltip>
      ))}
    </Inline>
  ),
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ padding: '4rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async () => {
    await waitFor(() => expect(page.getAllByRole('tooltip')).toHaveLength(tooltipSides.length));
  },
};

/** With one provider at the root, moving from one trigger to the next opens at once. */
export const SharedProvider: Story = {
  render: (args) => (
    <TooltipProvider>
      <Inline>
        <Tooltip {...args} content="Bold">
          <Button variant="ghost">B</Button>
        </Tooltip>
        <Tooltip {...args} content="Italic">
          <Button variant="ghost">I</Button>
        </Tooltip>
      </Inline>
    </TooltipProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'B' }));
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Bold');
    await userEvent.hover(canvas.getByRole('button', { name: 'I' }));
    await waitFor(() => expect(page.getByRole('tooltip')).toHaveTextContent('Italic'));
  },
};
