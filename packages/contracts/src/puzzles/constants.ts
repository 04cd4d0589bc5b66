// The puzzle maker's kinds and limits without their schemas (decision 0006).

export const puzzleKinds = ['crossword', 'word-search'] as const;
export type PuzzleKind = (typeof puzzleKinds)[number];

export const puzzleLimits = {
  minEntries: 3,
  maxEntries: 20,
  minTermLength: 2,
  maxTermLength: 15,
  maxClueLength: 200,
} as const;

/** A term as the grid holds it: letters only, upper case ("Carbon dioxide" → "CARBONDIOXIDE"). */
export const gridLetters = (term: string) =>
  term
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
