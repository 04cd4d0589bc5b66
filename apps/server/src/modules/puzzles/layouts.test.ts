import { describe, expect, it } from 'vitest';
import { layCrossword } from './crossword-layout';
import { hideWords } from './word-search-layout';

const science = [
  'PHOTOSYNTHESIS',
  'CHLOROPHYLL',
  'GLUCOSE',
  'OXYGEN',
  'STOMATA',
  'LIGHT',
  'WATER',
  'CARBON',
  'LEAF',
  'ROOT',
];

/** The crossword's grid, and every run of two or more letters it shows, across and down. */
function runsOf(layout: ReturnType<typeof layCrossword>) {
  const grid: string[][] = Array.from({ length: layout.height }, () =>
    Array(layout.width).fill(' '),
  );
  for (const word of layout.words)
    for (let i = 0; i < word.term.length; i++) {
      const [r, c] =
        word.direction === 'across' ? [word.row, word.col + i] : [word.row + i, word.col];
      const row = grid[r] as string[];
      expect([' ', word.term[i]]).toContain(row[c]);
      row[c] = word.term[i] as string;
    }
  const lines = [
    ...grid.map((row) => row.join('')),
    ...Array.from({ length: layout.width }, (_, c) => grid.map((row) => row[c]).join('')),
  ];
  return lines.flatMap((line) => line.split(' ').filter((run) => run.length > 1));
}

describe('the crossword layout', () => {
  it('places terms crossing each other, and every run of letters in the grid is one of them', () => {
    const layout = layCrossword(science);
    expect(layout.leftOut).toEqual([]);
    expect(layout.words.map((word) => word.term).sort()).toEqual([...science].sort());
    // No accidental words: letters only touch where words cross.
    expect(runsOf(layout).sort()).toEqual([...science].sort());
  });

  it('numbers starts in reading order and leaves out a term that shares no letter', () => {
    const layout = layCrossword([...science.slice(0, 6), 'QQ']);
    expect(layout.leftOut).toEqual(['QQ']);
    const starts = layout.words.map((word) => [word.row, word.col, word.number] as const);
    const reading = [...starts].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(starts.map(([, , number]) => number).sort((a, b) => a - b)).toEqual(
      reading.map(([, , number]) => number),
    );
    expect(layout.words[0]?.number).toBe(1);
  });
});

describe('the word search layout', () => {
  it('hides every term in a straight line and fills the square with letters', () => {
    const layout = hideWords(science);
    expect(layout.leftOut).toEqual([]);
    expect(layout.rows).toHaveLength(layout.size);
    for (const row of layout.rows) expect(row).toMatch(new RegExp(`^[A-Z]{${layout.size}}$`));
    for (const word of layout.words) {
      const read = [...word.term]
        .map((_, i) => layout.rows[word.row + word.dr * i]?.[word.col + word.dc * i])
        .join('');
      expect(read).toBe(word.term);
    }
  });
});
