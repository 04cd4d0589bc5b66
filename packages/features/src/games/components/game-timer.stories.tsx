import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GameTimer } from './game-timer';

const startedNow = () => new Date().toISOString();

const meta = {
  title: 'Features/Games/GameTimer',
  component: GameTimer,
  args: {
    clock: { seconds: 20, startedAt: startedNow() },
    serverTime: startedNow(),
  },
} satisfies Meta<typeof GameTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seconds left on the server's clock; a `timer`, so screen readers are not told each tick. */
export const Counting: Story = {
  play: async ({ canvasElement }) => {
    const timer = await within(canvasElement).findByRole('timer');
    await expect(timer).toHaveAccessibleName(/^(20|19) seconds left$/);
  },
};

/** At the end the live region says so once. */
export const TimeUp: Story = {
  args: {
    clock: { seconds: 20, startedAt: '2026-11-27T10:00:00.000Z' },
    serverTime: '2026-11-27T10:00:30.000Z',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('timer')).toHaveTextContent('0');
    await expect(canvas.getByText('Time is up.')).toBeInTheDocument();
  },
};
