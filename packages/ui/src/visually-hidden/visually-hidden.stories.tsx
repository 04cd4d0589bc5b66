import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { CloseIcon } from '../icon';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only assistive technology reads this' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Only assistive technology reads this');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const NamesAnIconButton: Story = {
  render: () => (
    <Button variant="ghost" size="sm">
      <CloseIcon />
      <VisuallyHidden>Close panel</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close panel' })).toBeVisible();
  },
};
