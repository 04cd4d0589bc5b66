import type { CrosswordClue } from '@sparked/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CrosswordGrid } from './crossword-grid';

// L I G H T
// E . . . R
// A . . . E
// F . . . E
const clues: CrosswordClue[] = [
  { number: 1, direction: 'across', row: 0, col: 0, length: 5, clue: 'What the leaf catches' },
  { number: 1, direction: 'down', row: 0, col: 0, length: 4, clue: 'Where photosynthesis happens' },
  { number: 2, direction: 'down', row: 0, col: 4, length: 4, clue: 'A tall plant with a trunk' },
];

const lightLeaf =
  '1 across: What the leaf catches, letter 1 of 5, and 1 down: Where photosynthesis happens, letter 1 of 4';

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
    return (
      <>
        <CrosswordGrid {...args} letters={letters} onLettersChange={setLetters} />
        {/* What follows the grid on the puzzle page, to show the grid is one Tab stop. */}
        <button type="button">Check my answers</button>
      </>
    );
  },
} satisfies Meta<typeof CrosswordGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A clue focuses its first square; typing fills the word and moves along it. */
export const TypingAWord: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /What the leaf catches/ }));
    await expect(canvas.getByRole('textbox', { name: lightLeaf })).toHaveFocus();
    await userEvent.keyboard('LIGHT');
    await expect(
      canvas.getByRole('textbox', {
        name: '1 across: What the leaf catches, letter 5 of 5, and 2 down: A tall plant with a trunk, letter 1 of 4',
      }),
    ).toHaveValue('T');
    await expect(canvas.getByRole('button', { name: /What the leaf catches/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // A letter typed over the same letter, where the words cross, still moves on.
    await userEvent.click(canvas.getByRole('button', { name: /A tall plant/ }));
    await userEvent.keyboard('T');
    await expect(
      canvas.getByRole('textbox', { name: '2 down: A tall plant with a trunk, letter 2 of 4' }),
    ).toHaveFocus();
  },
};

/**
 * Tab reaches the clues first, then the grid once (its first square), then what follows it; back
 * into the grid, focus returns to the square last visited.
 */
export const OneTabStop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clueButtons = await canvas.findAllByRole('button', { name: /\(\d\)$/ });
    for (const clue of clueButtons) {
      await userEvent.tab();
      await expect(clue).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: lightLeaf })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Check my answers' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(
      canvas.getByRole('textbox', { name: '1 across: What the leaf catches, letter 2 of 5' }),
    ).toHaveFocus();
  },
};

/**
 * Arrows move between letters over the black squares and turn the typing that way; Space turns at
 * a crossing and says so; Home and End go to the word's ends; Backspace clears and goes back.
 */
export const ArrowsAndTurns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const square = (name: string) => canvas.getByRole('textbox', { name });
    await userEvent.click(await canvas.findByRole('button', { name: /Where photosynthesis/ }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    // Over the three black squares of the third row, into the tree's third letter.
    await expect(square('2 down: A tall plant with a trunk, letter 3 of 4')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    const crossing =
      '2 down: A tall plant with a trunk, letter 1 of 4, and 1 across: What the leaf catches, letter 5 of 5';
    await expect(square(crossing)).toHaveFocus();
    await userEvent.keyboard('TREE');
    await expect(square('2 down: A tall plant with a trunk, letter 4 of 4')).toHaveValue('E');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(square('2 down: A tall plant with a trunk, letter 3 of 4')).toHaveFocus();
    await expect(square('2 down: A tall plant with a trunk, letter 4 of 4')).toHaveValue('');
    await userEvent.keyboard('{End}{ArrowUp}{ArrowUp}{ArrowUp} ');
    await expect(
      square(
        '1 across: What the leaf catches, letter 5 of 5, and 2 down: A tall plant with a trunk, letter 1 of 4',
      ),
    ).toHaveFocus();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Typing across: 1 across: What the leaf catches, letter 5 of 5',
    );
    await userEvent.keyboard('{Home}');
    await expect(square(lightLeaf)).toHaveFocus();
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
