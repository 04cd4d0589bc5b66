import { gridLetters, type PuzzleKind } from '@sparked/contracts';
import type { Database } from '../db/database';
import { layOut } from '../modules/puzzles/puzzle-layout';
import { puzzleRepository } from '../modules/puzzles/repository';

const photosynthesis = [
  ['Chlorophyll', 'The green pigment in leaves'],
  ['Glucose', 'The sugar plants make'],
  ['Oxygen', 'The gas plants give off'],
  ['Stomata', 'Tiny pores on a leaf'],
  ['Light', 'What the leaf catches'],
  ['Carbon dioxide', 'The gas plants take in'],
] as const;

const climate = [
  ['Greenhouse', 'Gases that trap heat are named after this'],
  ['Methane', 'A greenhouse gas from cattle and landfill'],
  ['Glacier', 'A river of ice'],
  ['Drought', 'A long time without rain'],
  ['Renewable', 'Energy that does not run out'],
  ['Carbon', 'The footprint is measured in it'],
] as const;

/**
 * The demo facilitator's puzzles, a crossword and a word search from the demo modules' words, so
 * the puzzle maker has something to solve on first start.
 */
export async function seedDemoPuzzles(db: Database, authorId: string) {
  const puzzles: [string, PuzzleKind, readonly (readonly [string, string])[]][] = [
    ['Photosynthesis words', 'crossword', photosynthesis],
    ['Climate words', 'word-search', climate],
  ];
  for (const [title, kind, pairs] of puzzles) {
    const entries = pairs.map(([term, clue]) => ({ term, clue, letters: gridLetters(term) }));
    const { layout, leftOut } = layOut(kind, entries);
    await puzzleRepository.insert(db, { authorId, title, kind, entries, layout, leftOut });
  }
}
