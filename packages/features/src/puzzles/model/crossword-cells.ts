import type { CrosswordClue } from '@sparked/contracts';

export type Direction = CrosswordClue['direction'];

/** A letter cell: the clue number printed in it, and the clues it belongs to. */
export interface Cell {
  row: number;
  col: number;
  number: number | null;
  across: { clue: CrosswordClue; index: number } | null;
  down: { clue: CrosswordClue; index: number } | null;
}

export const cellKey = (row: number, col: number) => `${row},${col}`;

const cellsOf = (clue: CrosswordClue) =>
  Array.from({ length: clue.length }, (_, index) =>
    clue.direction === 'across'
      ? { row: clue.row, col: clue.col + index, index }
      : { row: clue.row + index, col: clue.col, index },
  );

/** Every letter cell of a crossword, by `cellKey`. */
export function crosswordCells(clues: readonly CrosswordClue[]): Map<string, Cell> {
  const cells = new Map<string, Cell>();
  for (const clue of clues)
    for (const { row, col, index } of cellsOf(clue)) {
      const key = cellKey(row, col);
      const cell = cells.get(key) ?? { row, col, number: null, across: null, down: null };
      if (index === 0) cell.number = clue.number;
      cell[clue.direction] = { clue, index };
      cells.set(key, cell);
    }
  return cells;
}

/** The cell `steps` away along a direction, skipping nothing: null past a word's end. */
export function neighbour(
  cells: Map<string, Cell>,
  from: Cell,
  direction: Direction,
  steps: 1 | -1,
): Cell | null {
  const [dr, dc] = direction === 'across' ? [0, steps] : [steps, 0];
  return cells.get(cellKey(from.row + dr, from.col + dc)) ?? null;
}

/** The direction a cell is read in: the one asked for if the cell has a word that way. */
export const directionAt = (cell: Cell, wanted: Direction): Direction =>
  cell[wanted] ? wanted : wanted === 'across' ? 'down' : 'across';

/** The grid's letters by row, a space for each empty or black cell: what a solution sends. */
export function rowsOf(
  width: number,
  height: number,
  letters: ReadonlyMap<string, string>,
): string[] {
  return Array.from({ length: height }, (_, row) =>
    Array.from({ length: width }, (_, col) => letters.get(cellKey(row, col)) || ' ').join(''),
  );
}

/**
 * A square's name for a screen reader: every word it belongs to, the one being typed first,
 * so a crossing square reads "3 across, letter 2 of 7, and 5 down, letter 1 of 4".
 */
export function cellLabel(cell: Cell, typing: Direction): string {
  const first = directionAt(cell, typing);
  const second = first === 'across' ? 'down' : 'across';
  return [cell[first], cell[second]]
    .flatMap((word) =>
      word ? [`${clueId(word.clue)}, letter ${word.index + 1} of ${word.clue.length}`] : [],
    )
    .join(', and ');
}

export const clueId = (clue: Pick<CrosswordClue, 'number' | 'direction'>) =>
  `${clue.number} ${clue.direction}`;
