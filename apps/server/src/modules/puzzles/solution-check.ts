import type { SolvePuzzleRequest } from '@sparked/contracts';
import type { PuzzleLayout } from '../../db/puzzles-schema';

/**
 * What is still wrong in a solution: a crossword's clues ("3 down") whose letters differ, or a
 * word search's terms not found. An empty list is a solved puzzle.
 */
export function wrongParts(layout: PuzzleLayout, solution: SolvePuzzleRequest): string[] {
  if (layout.kind === 'crossword') {
    if (solution.kind !== 'crossword') return layout.words.map((word) => word.letters);
    return layout.words
      .filter((word) =>
        [...word.letters].some((letter, i) => {
          const [r, c] =
            word.direction === 'across' ? [word.row, word.col + i] : [word.row + i, word.col];
          return (solution.rows[r]?.[c] ?? '').toUpperCase() !== letter;
        }),
      )
      .map((word) => `${word.number} ${word.direction}`);
  }
  if (solution.kind !== 'word-search') return layout.words.map((word) => word.letters);
  const ends = (word: PuzzleLayout['words'][number] & { dr: number; dc: number }) => {
    const last = word.letters.length - 1;
    return [`${word.row},${word.col}`, `${word.row + word.dr * last},${word.col + word.dc * last}`];
  };
  const found = new Set(
    solution.found.flatMap(({ start, end }) => [
      `${start.join(',')}-${end.join(',')}`,
      `${end.join(',')}-${start.join(',')}`,
    ]),
  );
  return layout.words
    .filter((word) => !found.has(ends(word).join('-')))
    .map((word) => word.letters);
}
