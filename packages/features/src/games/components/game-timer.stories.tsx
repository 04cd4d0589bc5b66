import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { GameTimer } from './game-timer';
import { StageAnnouncer } from './stage-announcer';

const startedNow = () => new Date().toISOString();

const meta = {
  title: 'Features/Games/GameTimer',
  component: GameTimer,
  args: {
    clock: { seconds: 20, startedAt: startedNow() },
    serverTime: startedNow(),
  },
  // The moments the timer says go to its stage's one live region.
  decorators: [
    (Story) => (
      <StageAnnouncer message="">
        <Story />
      </StageAnnouncer>
    ),
  ],
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

/** At the end the stage's live region says so once. */
export const TimeUp: Story = {
  args: {
    clock: { seconds: 20, startedAt: '2026-11-27T10:00:00.000Z' },
    serverTime: '2026-11-27T10:00:30.000Z',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('timer')).toHaveTextContent('0');
    const region = canvasElement.querySelector('[data-stage-announcer]');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    // Said by the timer's effect, which may run a frame after the timer shows 0.
    await waitFor(() => expect(region).toHaveTextContent('Time is up.'));
  },
};
