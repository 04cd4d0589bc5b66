import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TeamScores } from './team-scores';

const meta = {
  title: 'Features/Games/TeamScores',
  component: TeamScores,
  args: {
    teams: [
      {
        name: 'Comets',
        score: 3,
        players: [
          { playerId: 'a', nickname: 'Brave Otter' },
          { playerId: 'b', nickname: 'Witty Puffin' },
        ],
      },
      {
        name: 'Rockets',
        score: 1,
        players: [
          { playerId: 'c', nickname: 'Calm Heron' },
          { playerId: 'd', nickname: 'Sunny Lynx' },
        ],
      },
    ],
  },
} satisfies Meta<typeof TeamScores>;

export default meta;
type Story = StoryObj<typeof meta>;

/** During a turn on a player's phone: the team on turn is outlined and says so in words. */
export const OnTurn: Story = {
  args: { playing: 0, mine: 1 },
  play: async ({ canvasElement }) => {
    const teams = await within(canvasElement).findByRole('list', { name: 'Teams' });
    await expect(within(teams).getByRole('heading', { name: /Comets · on turn/ })).toBeVisible();
    await expect(
      within(teams).getByRole('heading', { name: /Rockets \(your team\)/ }),
    ).toBeVisible();
  },
};

/** A shared-screen game: teams without players, just the scores. */
export const SharedScreen: Story = {
  args: {
    teams: [
      { name: 'Comets', score: 0, players: [] },
      { name: 'Rockets', score: 1, players: [] },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1 point')).toBeVisible();
  },
};
