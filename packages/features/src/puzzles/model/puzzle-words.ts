import type { PuzzleKind } from '@sparked/contracts';

/** How a kind of puzzle is named in the puzzle lists, the maker's choice and above a puzzle. */
export const puzzleKindNames: Record<PuzzleKind, string> = {
  crossword: 'Crossword',
  'word-search': 'Word search',
};
