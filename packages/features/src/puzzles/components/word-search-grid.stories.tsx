import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type FoundWord, WordSearchGrid } from './word-search-grid';

const rows = ['LEAFX', 'QOXIR', 'SUNTO', 'ZKWAO', 'PLANT'];

const meta = {
  title: 'Features/Puzzles/WordSearchGrid',
  component: WordSearchGrid,
  args: {
    rows,
    words: [
      { term: 'LEAF', clue: 'Catches the light' },
      { term: 'SUN', clue: 'Gives the light' },
      { term: 'ROOT', clue: 'Takes up water' },
      { term: 'PLANT', clue: 'Makes its own food' },
    ],
    found: [],
    onFound: fn(),
    onMiss: fn(),
  },
  render: function Search(args) {
    const [found, setFound] = useState<FoundWord[]>(args.found as FoundWord[]);
    return (
      <WordSearchGrid
        {...args}
        found={found}
        onFound={(word) => {
          setFound([...found, word]);
          args.onFound(word);
        }}
      />
    );
  },
} satisfies Meta<typeof WordSearchGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First letter, then last: by keyboard, arrows move and Enter chooses. */
export const FindingByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement);
    (await grid.findByRole('button', { name: 'L, row 1, column 1' })).focus();
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onFound).toHaveBeenCalledWith({ term: 'LEAF', start: [0, 0], end: [0, 3] });
    await expect(grid.getByRole('button', { name: 'F, row 1, column 4, found' })).toBeVisible();
  },
};

/** Chosen from its last letter back to its first: ROOT, down the last column. */
export const FoundBackwards: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement);
    await userEvent.click(await grid.findByRole('button', { name: 'O, row 4, column 5' }));
    await userEvent.click(grid.getByRole('button', { name: 'X, row 1, column 5' }));
    await expect(args.onMiss).toHaveBeenCalled();
    await userEvent.click(grid.getByRole('button', { name: 'T, row 5, column 5' }));
    await userEvent.click(grid.getByRole('button', { name: 'R, row 2, column 5' }));
    await expect(args.onFound).toHaveBeenCalledWith({ term: 'ROOT', start: [4, 4], end: [1, 4] });
  },
};
