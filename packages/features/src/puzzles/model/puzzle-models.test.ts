import type { CrosswordClue } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import {
  cellKey,
  cellLabel,
  crosswordCells,
  directionAt,
  firstCell,
  neighbour,
  nextLetterCell,
  rowsOf,
  wordEdge,
} from './crossword-cells';
import { lineBetween, termOnLine } from './word-search-line';

const clue = (
  number: number,
  direction: CrosswordClue['direction'],
  row: number,
  col: number,
  length: number,
) => ({
  number,
  direction,
  row,
  col,
  length,
  clue: `Clue of ${number} ${direction}`,
});

describe('crossword cells', () => {
  // C A T
  // . . A
  // . . P
  const clues = [clue(1, 'across', 0, 0, 3), clue(2, 'down', 0, 2, 3)];

  it('knows each cell’s words, the numbers and the shared letter', () => {
    const cells = crosswordCells(clues);
    expect(cells.size).toBe(5);
    const shared = cells.get(cellKey(0, 2));
    expect(shared?.across?.index).toBe(2);
    expect(shared?.down?.index).toBe(0);
    expect(shared?.number).toBe(2);
    expect(cells.get(cellKey(0, 0))?.number).toBe(1);
  });

  it('names both words of a crossing square with their clues, the one being typed first', () => {
    const cells = crosswordCells(clues);
    const shared = cells.get(cellKey(0, 2));
    const bottom = cells.get(cellKey(2, 2));
    if (!shared || !bottom) throw new Error('no cell');
    expect(cellLabel(shared, 'across')).toBe(
      '1 across: Clue of 1 across, letter 3 of 3, and 2 down: Clue of 2 down, letter 1 of 3',
    );
    expect(cellLabel(shared, 'down')).toBe(
      '2 down: Clue of 2 down, letter 1 of 3, and 1 across: Clue of 1 across, letter 3 of 3',
    );
    expect(cellLabel(bottom, 'across')).toBe('2 down: Clue of 2 down, letter 3 of 3');
  });

  it('moves by arrow over black squares to the next letter, and stops at the edge', () => {
    // C A T . D
    // . . A . O
    // . . P . G
    const cells = crosswordCells([...clues, clue(3, 'down', 0, 4, 3)]);
    const cat = cells.get(cellKey(0, 2));
    const dog = cells.get(cellKey(0, 4));
    if (!cat || !dog) throw new Error('no cell');
    expect(nextLetterCell(cells, cat, 'across', 1)).toBe(dog);
    expect(nextLetterCell(cells, dog, 'across', -1)).toBe(cat);
    expect(nextLetterCell(cells, dog, 'across', 1)).toBeNull();
    expect(nextLetterCell(cells, dog, 'down', -1)).toBeNull();
    expect(firstCell(cells)).toMatchObject({ row: 0, col: 0 });
  });

  it('finds the ends of the word a square is in (Home and End)', () => {
    const cells = crosswordCells(clues);
    const middle = cells.get(cellKey(1, 2));
    if (!middle) throw new Error('no cell');
    expect(wordEdge(cells, middle, 'down', 'first')).toMatchObject({ row: 0, col: 2 });
    expect(wordEdge(cells, middle, 'down', 'last')).toMatchObject({ row: 2, col: 2 });
    expect(wordEdge(cells, middle, 'across', 'first')).toBeUndefined();
  });

  it('moves along a word and turns where a cell has only the other direction', () => {
    const cells = crosswordCells(clues);
    const start = cells.get(cellKey(0, 0));
    if (!start) throw new Error('no cell');
    expect(neighbour(cells, start, 'across', 1)).toMatchObject({ row: 0, col: 1 });
    expect(neighbour(cells, start, 'down', 1)).toBeNull();
    expect(neighbour(cells, start, 'across', -1)).toBeNull();
    const bottom = cells.get(cellKey(2, 2));
    if (!bottom) throw new Error('no cell');
    expect(directionAt(bottom, 'across')).toBe('down');
  });

  it('writes the letters by row, spaces for the rest', () => {
    const letters = new Map([
      [cellKey(0, 0), 'C'],
      [cellKey(0, 2), 'T'],
      [cellKey(2, 2), 'P'],
    ]);
    expect(rowsOf(3, 3, letters)).toEqual(['C T', '   ', '  P']);
  });
});

describe('word search lines', () => {
  const rows = ['CATX', 'XOXX', 'XXWX', 'TACX'];

  it('takes straight lines only', () => {
    expect(lineBetween([0, 0], [2, 2])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(lineBetween([0, 0], [1, 2])).toBeNull();
  });

  it('reads a term either way, only if it is still to find', () => {
    expect(termOnLine(rows, [0, 0], [0, 2], ['CAT', 'COW'])).toBe('CAT');
    expect(termOnLine(rows, [3, 2], [3, 0], ['CAT'])).toBe('CAT');
    expect(termOnLine(rows, [0, 0], [2, 2], ['COW'])).toBe('COW');
    expect(termOnLine(rows, [0, 0], [0, 2], ['COW'])).toBeNull();
    expect(termOnLine(rows, [0, 0], [0, 0], ['C'])).toBeNull();
  });
});
