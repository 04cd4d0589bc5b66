import type { PuzzleKind } from '@sparked/contracts';
import type { PuzzleEntry, PuzzleLayout } from '../../db/puzzles-schema';
import { layCrossword } from './crossword-layout';
import { hideWords } from './word-search-layout';

/** Lays a puzzle's entries out as its kind: where each term went, and the terms left out. */
export function layOut(kind: PuzzleKind, entries: readonly PuzzleEntry[]) {
  const letters = entries.map((entry) => entry.letters);
  if (kind === 'crossword') {
    const { width, height, words, leftOut } = layCrossword(letters);
    const layout: PuzzleLayout = {
      kind,
      width,
      height,
      words: words.map(({ term, ...word }) => ({ letters: term, ...word })),
    };
    return { layout, leftOut };
  }
  const { size, rows, words, leftOut } = hideWords(letters);
  const layout: PuzzleLayout = {
    kind,
    size,
    rows,
    words: words.map(({ term, ...word }) => ({ letters: term, ...word })),
  };
  return { layout, leftOut };
}
