import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlamePicture, StarPicture } from '../../picture';
import { Celebration } from './celebration';

const meta = {
  title: 'Feedback/Celebration',
  component: Celebration,
  args: {
    picture: <StarPicture size={72} />,
    title: 'Level 3!',
    children: '150 experience points in all. The next level is at 300.',
  },
} satisfies Meta<typeof Celebration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LevelUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Level 3!')).toBeVisible();
    // The sparks are decoration: hidden from assistive technology with the picture.
    const burst = canvasElement.querySelector('[data-component="celebration"] > [aria-hidden]');
    await expect(burst?.querySelectorAll('span')).toHaveLength(8);
  },
};

export const StreakMilestone: Story = {
  args: {
    picture: <FlamePicture size={72} />,
    title: '7-day streak!',
    children: 'You earned 70 achievement points and 10 diamonds.',
  },
};
