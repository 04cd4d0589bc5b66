/**
 * Lays terms out as a crossword: the longest first, across, then each next term where it crosses
 * the most letters already placed, never touching another word side by side (the usual rules:
 * a word's ends and flanks are empty unless it crosses there). A term that fits nowhere is left
 * out and named, so the teacher can reword it.
 */

export type Direction = 'across' | 'down';

export interface PlacedWord {
  term: string;
  row: number;
  col: number;
  direction: Direction;
  number: number;
}

export interface CrosswordLayout {
  width: number;
  height: number;
  words: PlacedWord[];
  leftOut: string[];
}

type Grid = Map<string, string>;
const at = (row: number, col: number) => `${row},${col}`;
const step = (direction: Direction): [number, number] => (direction === 'across' ? [0, 1] : [1, 0]);

/** How many letters a placement shares with the grid, or -1 when the rules forbid it. */
function crossings(grid: Grid, term: string, row: number, col: number, direction: Direction) {
  const [dr, dc] = step(direction);
  const [sr, sc] = [dc, dr]; // the flanks: beside the word, across its direction
  if (
    grid.has(at(row - dr, col - dc)) ||
    grid.has(at(row + dr * term.length, col + dc * term.length))
  )
    return -1;
  let shared = 0;
  for (let i = 0; i < term.length; i++) {
    const [r, c] = [row + dr * i, col + dc * i];
    const there = grid.get(at(r, c));
    if (there === term[i]) {
      shared++;
      continue;
    }
    if (there !== undefined) return -1;
    if (grid.has(at(r + sr, c + sc)) || grid.has(at(r - sr, c - sc))) return -1;
  }
  return shared;
}

export function layCrossword(terms: readonly string[]): CrosswordLayout {
  const order = [...new Set(terms)].sort((a, b) => b.length - a.length);
  const grid: Grid = new Map();
  const placed: Omit<PlacedWord, 'number'>[] = [];
  const leftOut: string[] = [];
  const write = (word: Omit<PlacedWord, 'number'>) => {
    const [dr, dc] = step(word.direction);
    for (let i = 0; i < word.term.length; i++)
      grid.set(at(word.row + dr * i, word.col + dc * i), word.term[i] ?? '');
    placed.push(word);
  };
  for (const term of order) {
    if (placed.length === 0) {
      write({ term, row: 0, col: 0, direction: 'across' });
      continue;
    }
    let best: { word: Omit<PlacedWord, 'number'>; score: number } | undefined;
    for (const [key, letter] of grid) {
      const [r, c] = key.split(',').map(Number) as [number, number];
      for (let i = 0; i < term.length; i++) {
        if (term[i] !== letter) continue;
        for (const direction of ['across', 'down'] as const) {
          const [dr, dc] = step(direction);
          const word = { term, row: r - dr * i, col: c - dc * i, direction };
          const shared = crossings(grid, term, word.row, word.col, direction);
          // More crossings first; then nearer the middle, so the grid stays compact.
          const score = shared * 100 - Math.abs(word.row) - Math.abs(word.col);
          if (shared > 0 && (!best || score > best.score)) best = { word, score };
        }
      }
    }
    if (best) write(best.word);
    else leftOut.push(term);
  }
  return number(placed, grid, leftOut);
}

/** Crops the grid to its words and numbers the starts, reading order, as printed crosswords do. */
function number(placed: Omit<PlacedWord, 'number'>[], grid: Grid, leftOut: string[]) {
  const cells = [...grid.keys()].map((key) => key.split(',').map(Number) as [number, number]);
  const top = Math.min(...cells.map(([r]) => r));
  const left = Math.min(...cells.map(([, c]) => c));
  const shifted = placed.map((word) => ({ ...word, row: word.row - top, col: word.col - left }));
  const starts = [...new Set(shifted.map((word) => at(word.row, word.col)))].sort((a, b) => {
    const [ar, ac] = a.split(',').map(Number) as [number, number];
    const [br, bc] = b.split(',').map(Number) as [number, number];
    return ar - br || ac - bc;
  });
  const words = shifted
    .map((word) => ({ ...word, number: starts.indexOf(at(word.row, word.col)) + 1 }))
    .sort((a, b) => a.number - b.number || (a.direction === 'across' ? -1 : 1));
  return {
    width: Math.max(...cells.map(([, c]) => c)) - left + 1,
    height: Math.max(...cells.map(([r]) => r)) - top + 1,
    words,
    leftOut,
  };
}
