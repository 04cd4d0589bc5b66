import type { Puzzle } from '@sparked/contracts';

/** Five terms of photosynthesis with their clues, enough for either kind of puzzle. */
export const entries = [
  { term: 'Chlorophyll', clue: 'The green pigment in leaves' },
  { term: 'Glucose', clue: 'The sugar plants make' },
  { term: 'Oxygen', clue: 'The gas plants give off' },
  { term: 'Carbon dioxide', clue: 'The gas plants take in' },
  { term: 'Light', clue: 'What the leaf catches' },
];

/** The letters a crossword's answers put in its grid, by row, as a solver would type them. */
export function filledRows(puzzle: Puzzle, answers: Record<string, string>) {
  const grid = puzzle.grid;
  if (grid.kind !== 'crossword') throw new Error('not a crossword');
  const rows = Array.from({ length: grid.height }, () => Array(grid.width).fill(' '));
  for (const clue of grid.clues) {
    const letters = answers[clue.clue] ?? '';
    for (let i = 0; i < clue.length; i++) {
      const [r, c] =
        clue.direction === 'across' ? [clue.row, clue.col + i] : [clue.row + i, clue.col];
      (rows[r] as string[])[c] = letters[i] ?? ' ';
    }
  }
  return rows.map((row) => row.join(''));
}

export const answersByClue = Object.fromEntries(
  entries.map(({ term, clue }) => [clue, term.replace(/\s/g, '').toUpperCase()]),
);
