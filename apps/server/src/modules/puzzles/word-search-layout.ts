import { randomInt } from 'node:crypto';

/**
 * Hides terms in a square of letters, in any of eight directions, crossing where letters agree,
 * then fills the rest with random letters. Longest first; a term that fits nowhere after many
 * tries is left out and named.
 */

export interface HiddenWord {
  term: string;
  row: number;
  col: number;
  /** Row and column steps: each −1, 0 or 1. */
  dr: number;
  dc: number;
}

export interface WordSearchLayout {
  size: number;
  rows: string[];
  words: HiddenWord[];
  leftOut: string[];
}

const directions = [
  [0, 1],
  [1, 0],
  [1, 1],
  [-1, 1],
  [0, -1],
  [-1, 0],
  [-1, -1],
  [1, -1],
] as const;
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function hideWords(terms: readonly string[], pick = randomInt): WordSearchLayout {
  const order = [...new Set(terms)].sort((a, b) => b.length - a.length);
  const letters = order.reduce((sum, term) => sum + term.length, 0);
  const size = Math.min(15, Math.max(8, order[0]?.length ?? 0, Math.ceil(Math.sqrt(letters * 2))));
  const grid: (string | undefined)[][] = Array.from({ length: size }, () =>
    Array(size).fill(undefined),
  );
  const words: HiddenWord[] = [];
  const leftOut: string[] = [];
  const fits = (word: HiddenWord) =>
    [...word.term].every((letter, i) => {
      const [r, c] = [word.row + word.dr * i, word.col + word.dc * i];
      const there = grid[r]?.[c];
      return r >= 0 && c >= 0 && r < size && c < size && (there === undefined || there === letter);
    });
  for (const term of order) {
    let placed: HiddenWord | undefined;
    for (let attempt = 0; attempt < 300 && !placed; attempt++) {
      const [dr, dc] = directions[pick(directions.length)] ?? [0, 1];
      const word = { term, row: pick(size), col: pick(size), dr, dc };
      if (fits(word)) placed = word;
    }
    if (!placed) {
      leftOut.push(term);
      continue;
    }
    for (let i = 0; i < term.length; i++)
      (grid[placed.row + placed.dr * i] as string[])[placed.col + placed.dc * i] = term[i] ?? '';
    words.push(placed);
  }
  const rows = grid.map((row) => row.map((letter) => letter ?? alphabet[pick(26)]).join(''));
  return { size, rows, words, leftOut };
}
