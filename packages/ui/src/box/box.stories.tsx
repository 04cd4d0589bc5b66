import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../inline';
import { Stack } from '../stack';
import { Box, boxBackgrounds, boxRadii } from './box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: {
    padding: 4,
    background: 'mute',
    radius: 'md',
    children: 'Complete three lessons to unlock the next badge.',
  },
  argTypes: {
    padding: { control: { type: 'range', min: 0, max: 8, step: 1 } },
    paddingInline: { control: { type: 'range', min: 0, max: 8, step: 1 } },
    paddingBlock: { control: { type: 'range', min: 0, max: 8, step: 1 } },
    background: { control: 'select', options: boxBackgrounds },
    radius: { control: 'inline-radio', options: boxRadii },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/Complete three lessons/);
    // space[4] is 1rem.
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
  },
};

export const AxisPadding: Story = {
  args: { padding: 2, paddingInline: 6 },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByText(/Complete three lessons/));
    // The axis prop wins over the shorthand on its axis only.
    await expect(style.paddingLeft).toBe('32px');
    await expect(style.paddingTop).toBe('8px');
  },
};

export const Backgrounds: Story = {
  render: (args) => (
    <Stack gap={2}>
      {boxBackgrounds.map((background) => (
        <Box key={background} {...args} background={background}>
          {background}: paragraph text on this surface
        </Box>
      ))}
    </Stack>
  ),
};

export const Radii: Story = {
  render: (args) => (
    <Inline gap={3}>
      {boxRadii.map((radius) => (
        <Box key={radius} {...args} radius={radius}>
          {radius}
        </Box>
      ))}
    </Inline>
  ),
};

export const AsSection: Story = {
  args: {
    asChild: true,
    children: (
      <section aria-label="Weekly goal">
        <p>Complete three lessons to unlock the next badge.</p>
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Weekly goal' })).toBeVisible();
  },
};
