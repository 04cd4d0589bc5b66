import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { CalendarPicture, TrophyPicture } from '../picture';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/Empty State',
  component: EmptyState,
  args: {
    picture: <CalendarPicture />,
    title: 'No events yet',
    children: 'New events appear here when they are announced.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No events yet')).toBeVisible();
    await expect(canvas.getByText(/appear here/)).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    picture: <TrophyPicture />,
    title: 'Not in a league yet',
    children: 'Finish an activity this week to join your class league.',
    action: <Button>Continue learning</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Continue learning' }),
    ).toBeEnabled();
  },
};
