import { t } from '@lingui/core/macro';
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

/**
 * Where an arrow key goes: the next letter cell along the row or column, over any black squares
 * between; null at the grid's edge, so focus stays put there.
 */
export function nextLetterCell(
  cells: Map<string, Cell>,
  from: Cell,
  direction: Direction,
  steps: 1 | -1,
): Cell | null {
  const extent = Math.max(...[...cells.values()].map((cell) => Math.max(cell.row, cell.col)));
  const [dr, dc] = direction === 'across' ? [0, steps] : [steps, 0];
  for (let row = from.row + dr, col = from.col + dc; row >= 0 && col >= 0; row += dr, col += dc) {
    if (row > extent || col > extent) return null;
    const cell = cells.get(cellKey(row, col));
    if (cell) return cell;
  }
  return null;
}

/** The cell in reading order first: the grid's one Tab stop until a cell has been visited. */
export const firstCell = (cells: Map<string, Cell>): Cell | undefined =>
  [...cells.values()].sort((a, b) => a.row - b.row || a.col - b.col)[0];

/** The first or last cell of the word a cell is in along `direction` (Home and End). */
export function wordEdge(
  cells: Map<string, Cell>,
  cell: Cell,
  direction: Direction,
  edge: 'first' | 'last',
): Cell | undefined {
  const word = cell[direction];
  if (!word) return undefined;
  const { row, col, length } = word.clue;
  const offset = edge === 'first' ? 0 : length - 1;
  return cells.get(
    direction === 'across' ? cellKey(row, col + offset) : cellKey(row + offset, col),
  );
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

/** One word a square is in, as a screen reader says it: "3 down: Tiny pores, letter 2 of 7". */
export const wordLabel = ({ clue, index }: { clue: CrosswordClue; index: number }) => {
  const name = clueName(clue);
  const text = clue.clue;
  const letter = index + 1;
  const length = clue.length;
  return t`${name}: ${text}, letter ${letter} of ${length}`;
};

/** A clue as it is read out, "3 down", in the language shown (`clueId` is the key, always English). */
export const clueName = ({ number, direction }: Pick<CrosswordClue, 'number' | 'direction'>) =>
  direction === 'across'
    ? t({ message: `${number} across`, comment: 'A crossword clue by its number.' })
    : t({ message: `${number} down`, comment: 'A crossword clue by its number.' });

/** A direction's name in the crossword, as in "Typing across". */
export const directionName = (direction: Direction) =>
  direction === 'across'
    ? t({ message: 'across', comment: 'The direction of a crossword word, left to right.' })
    : t({ message: 'down', comment: 'The direction of a crossword word, top to bottom.' });

/**
 * A square's name for a screen reader: every word it belongs to, with its clue, the one being
 * typed first, so a crossing square reads "3 across: …, letter 2 of 7, and 5 down: …, letter 1
 * of 4" and no one needs the clue list to know what to type.
 */
export function cellLabel(cell: Cell, typing: Direction): string {
  const first = directionAt(cell, typing);
  const second = first === 'across' ? 'down' : 'across';
  const [one, other] = [cell[first], cell[second]].flatMap((word) =>
    word ? [wordLabel(word)] : [],
  );
  if (!one) return '';
  return other ? t`${one}, and ${other}` : one;
}

export const clueId = (clue: Pick<CrosswordClue, 'number' | 'direction'>) =>
  `${clue.number} ${clue.direction}`;
