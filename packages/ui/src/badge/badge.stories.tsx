import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../inline';
import { Badge, badgeTones } from './badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'New' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};

export const Primary: Story = { args: { tone: 'primary', children: 'Level 3' } };

export const Success: Story = { args: { tone: 'success', children: 'Completed' } };

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', children: 'Overdue' },
};

export const Accent: Story = { args: { tone: 'accent', children: '+250 points' } };

export const AllTones: Story = {
  render: (args) => (
    <Inline>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    for (const tone of badgeTones) {
      await expect(within(canvasElement).getByText(tone)).toBeVisible();
    }
  },
};
