import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../badge';
import { Button } from '../button';
import { Inline, inlineAlignments, inlineJustifications } from './inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    gap: 2,
    children: [
      <Badge key="python" tone="primary">
        Python
      </Badge>,
      <Badge key="beginner" tone="success">
        Beginner
      </Badge>,
      <Badge key="points" tone="accent">
        +120 points
      </Badge>,
    ],
  },
  argTypes: {
    gap: { control: { type: 'range', min: 0, max: 8, step: 1 } },
    align: { control: 'inline-radio', options: inlineAlignments },
    justify: { control: 'inline-radio', options: inlineJustifications },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Python').getBoundingClientRect();
    const second = canvas.getByText('Beginner').getBoundingClientRect();
    // Side by side, with the gap between them.
    await expect(second.left).toBeGreaterThan(first.right);
  },
};

export const Actions: Story = {
  args: {
    justify: 'end',
    children: [
      <Button key="cancel" variant="secondary">
        Cancel
      </Button>,
      <Button key="save">Save</Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
  },
};

export const NoWrap: Story = { args: { wrap: false } };
