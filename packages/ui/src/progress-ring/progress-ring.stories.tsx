import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressRing } from './progress-ring';

const meta = {
  title: 'Feedback/Progress Ring',
  component: ProgressRing,
  args: { label: 'Level 2', value: 75, max: 100, valueText: '75 of 100 XP' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
} satisfies Meta<typeof ProgressRing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AroundANumber: Story = {
  args: { children: <strong style={{ fontSize: '1.75rem' }}>2</strong> },
  play: async ({ canvasElement }) => {
    const ring = within(canvasElement).getByRole('progressbar', { name: 'Level 2' });
    await expect(ring).toHaveAttribute('aria-valuenow', '75');
    await expect(ring).toHaveAttribute('aria-valuetext', '75 of 100 XP');
  },
};

export const Complete: Story = {
  args: { label: 'Streak to 7 days', value: 7, max: 7, valueText: '7 of 7 days', size: 72 },
  play: async ({ canvasElement }) => {
    const ring = within(canvasElement).getByRole('progressbar', { name: 'Streak to 7 days' });
    await expect(ring).toHaveAttribute('data-state', 'complete');
  },
};

export const Empty: Story = {
  args: { value: 0, valueText: undefined },
  play: async ({ canvasElement }) => {
    const ring = within(canvasElement).getByRole('progressbar', { name: 'Level 2' });
    await expect(ring).toHaveAttribute('aria-valuetext', '0%');
  },
};
