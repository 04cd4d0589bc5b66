import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../inline';
import {
  BooksPicture,
  CalendarPicture,
  FlamePicture,
  RocketPicture,
  StarPicture,
  TrophyPicture,
} from '.';

const meta = {
  title: 'Media/Pictures',
  component: TrophyPicture,
} satisfies Meta<typeof TrophyPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Every: Story = {
  render: (args) => (
    <Inline gap={4}>
      <TrophyPicture {...args} />
      <CalendarPicture {...args} />
      <BooksPicture {...args} />
      <RocketPicture {...args} />
      <StarPicture {...args} />
      <FlamePicture {...args} />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const pictures = canvasElement.querySelectorAll('svg');
    await expect(pictures).toHaveLength(6);
    // Decoration only: never announced, never a tab stop.
    for (const picture of pictures) {
      await expect(picture).toHaveAttribute('aria-hidden', 'true');
      await expect(picture).toHaveAttribute('focusable', 'false');
    }
  },
};

export const Small: Story = { args: { size: 48 } };
