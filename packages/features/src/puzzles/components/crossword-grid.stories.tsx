import type { CrosswordClue } from '@sparked/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CrosswordGrid } from './crossword-grid';

// L I G H T
// E . . . .
// A . . . .
// F . . . .
const clues: CrosswordClue[] = [
  { number: 1, direction: 'across', row: 0, col: 0, length: 5, clue: 'What the leaf catches' },
  { number: 1, direction: 'down', row: 0, col: 0, length: 4, clue: 'Where photosynthesis happens' },
];

const meta = {
  title: 'Features/Puzzles/CrosswordGrid',
  component: CrosswordGrid,
  args: {
    width: 5,
    height: 4,
    clues,
    letters: new Map(),
    onLettersChange: () => undefined,
    wrong: [],
  },
  render: function Crossword(args) {
    const [letters, setLetters] = useState(args.letters);
    return <CrosswordGrid {...args} letters={letters} onLettersChange={setLetters} />;
  },
} satisfies Meta<typeof CrosswordGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A clue focuses its first square; typing fills the word and moves along it. */
export const TypingAWord: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /What the leaf catches/ }));
    await userEvent.keyboard('LIGHT');
    await expect(canvas.getByRole('textbox', { name: '1 across, letter 5 of 5' })).toHaveValue('T');
    await expect(canvas.getByRole('button', { name: /What the leaf catches/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** After a check, a clue that is not right yet says so in words. */
export const AfterACheck: Story = {
  args: { wrong: ['1 down'] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: /Where photosynthesis happens.*not right yet/,
      }),
    ).toBeVisible();
  },
};
