import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GameStandings } from './game-standings';

const entry = (playerId: string, nickname: string, score: number, rank: number) => ({
  playerId,
  nickname,
  score,
  rank,
  answered: 3,
  correct: Math.round(score / 900),
});

const meta = {
  title: 'Features/Games/GameStandings',
  component: GameStandings,
  args: {
    label: 'Scoreboard',
    mine: 'p3',
    standings: [
      entry('p1', 'Brave Otter', 2840, 1),
      entry('p2', 'Swift Heron', 2410, 2),
      entry('p3', 'Lucky Panda', 2410, 2),
      entry('p4', 'Quiet Lynx', 1320, 4),
      entry('p5', 'Zippy Yak', 0, 5),
    ],
  },
} satisfies Meta<typeof GameStandings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Equal scores share a rank; the viewer's own row is outlined and says "(you)". */
export const Scoreboard: Story = {
  play: async ({ canvasElement }) => {
    const board = await within(canvasElement).findByRole('list', { name: 'Scoreboard' });
    const mine = within(board).getByText('Lucky Panda (you)').closest('li');
    await expect(mine).toHaveAttribute('aria-current', 'true');
  },
};
