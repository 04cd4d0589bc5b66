import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Progress } from './progress';

const meta = {
  title: 'Feedback/Progress',
  component: Progress,
  args: { label: 'Course progress', value: 40 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Course progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(within(canvasElement).getByText('40%')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Course progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
    await expect(bar).toHaveAttribute('data-state', 'complete');
  },
};

export const Indeterminate: Story = {
  args: { label: 'Uploading images', value: null },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading images' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');

    // Story tests run with reduced motion: a still bar across the whole track, not a partial one.
    const indicator = bar.firstElementChild as HTMLElement;
    await expect(getComputedStyle(indicator).animationName).toBe('none');
    await expect(indicator.getBoundingClientRect().width).toBe(bar.getBoundingClientRect().width);
  },
};

export const CustomValueText: Story = {
  args: {
    label: 'Module',
    value: 3,
    max: 8,
    formatValue: (value, max) => `${value} of ${max} lessons`,
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Module' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 8 lessons');
    await expect(within(canvasElement).getByText('3 of 8 lessons')).toBeVisible();
  },
};

export const OutOfRange: Story = {
  args: { value: 140 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Course progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  },
};
