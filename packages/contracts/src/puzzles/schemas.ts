import { z } from 'zod';
import { gameCompetitions } from '../games/constants';
import { completionRewardsSchema } from '../learning/schemas';
import { issueText } from '../shared/issue-text';
import { lineText } from '../shared/plain-text';
import { gridLetters, puzzleKinds, puzzleLimits } from './constants';

// The puzzle maker (decision 0018): a teacher's terms and clues become a crossword or
// a word search that students solve in the browser; the solution is checked on the server.

export const puzzleIdSchema = z.uuid({
  message: issueText(/*i18n*/ { id: 'puzzles.not-a-puzzle', message: 'That is not a puzzle.' }),
});
export const puzzleParamsSchema = z.strictObject({ puzzleId: puzzleIdSchema });

const entrySchema = z.strictObject({
  term: z
    .string()
    .trim()
    .refine(
      (term) => {
        const letters = gridLetters(term).length;
        return letters >= puzzleLimits.minTermLength && letters <= puzzleLimits.maxTermLength;
      },
      issueText(
        /*i18n*/ {
          id: 'puzzles.term-length',
          message: 'A term needs {min} to {max} letters.',
          values: { min: puzzleLimits.minTermLength, max: puzzleLimits.maxTermLength },
        },
      ),
    ),
  clue: z
    .string()
    .trim()
    .min(
      1,
      issueText(
        /*i18n*/ { id: 'puzzles.give-each-term-a-clue', message: 'Give each term a clue.' },
      ),
    )
    .max(
      puzzleLimits.maxClueLength,
      issueText(
        /*i18n*/ {
          id: 'puzzles.clue-too-long',
          message: 'A clue is at most {max} characters.',
          values: { max: puzzleLimits.maxClueLength },
        },
      ),
    ),
});

export const createPuzzleRequestSchema = z.strictObject({
  title: lineText({
    empty: issueText(/*i18n*/ { id: 'puzzles.give-a-title', message: 'Give the puzzle a title.' }),
    max: 120,
  }),
  kind: z.enum(puzzleKinds),
  entries: z
    .array(entrySchema)
    .min(
      puzzleLimits.minEntries,
      issueText(
        /*i18n*/ {
          id: 'puzzles.too-few-terms',
          message: 'Give at least {min} terms.',
          values: { min: puzzleLimits.minEntries },
        },
      ),
    )
    .max(
      puzzleLimits.maxEntries,
      issueText(
        /*i18n*/ {
          id: 'puzzles.too-many-terms',
          message: 'Give at most {max} terms.',
          values: { max: puzzleLimits.maxEntries },
        },
      ),
    ),
  competition: z.enum(gameCompetitions).nullable().default(null),
});
export type CreatePuzzleRequest = z.input<typeof createPuzzleRequestSchema>;

/** A crossword word as a solver sees it: where it goes and its clue, never its letters. */
const clueSchema = z.object({
  number: z.number().int(),
  direction: z.enum(['across', 'down']),
  row: z.number().int(),
  col: z.number().int(),
  length: z.number().int(),
  clue: z.string(),
});
export type CrosswordClue = z.infer<typeof clueSchema>;

export const puzzleGridSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('crossword'),
    width: z.number().int(),
    height: z.number().int(),
    clues: z.array(clueSchema),
  }),
  z.object({
    kind: z.literal('word-search'),
    size: z.number().int(),
    rows: z.array(z.string()),
    /** The terms to find, as the grid spells them, with their clues. */
    words: z.array(z.object({ term: z.string(), clue: z.string() })),
  }),
]);
export type PuzzleGrid = z.infer<typeof puzzleGridSchema>;

export const puzzleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(puzzleKinds),
  competition: z.enum(gameCompetitions).nullable(),
  entryCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  solved: z.boolean(),
  mine: z.boolean(),
});
export type PuzzleSummary = z.infer<typeof puzzleSummarySchema>;

export const puzzleSchema = puzzleSummarySchema.extend({
  grid: puzzleGridSchema,
  /** Author only: terms the layout could not fit, to reword or drop. */
  leftOut: z.array(z.string()),
  /** Author only: the answers, to check or print a key. */
  answers: z.array(z.object({ term: z.string(), clue: z.string() })).nullable(),
});
export type Puzzle = z.infer<typeof puzzleSchema>;

export const puzzlesResponseSchema = z.object({
  data: z.object({ puzzles: z.array(puzzleSummarySchema) }),
});
export const puzzleResponseSchema = z.object({ data: puzzleSchema });

const cellSchema = z.tuple([z.number().int().min(0).max(40), z.number().int().min(0).max(40)]);

/** A crossword's letters by row (a space for an empty cell), or the words found in a search. */
export const solvePuzzleRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('crossword'),
    rows: z.array(z.string().max(40)).max(40),
  }),
  z.strictObject({
    kind: z.literal('word-search'),
    found: z.array(z.strictObject({ start: cellSchema, end: cellSchema })).max(40),
  }),
]);
export type SolvePuzzleRequest = z.infer<typeof solvePuzzleRequestSchema>;

export const solvePuzzleResponseSchema = z.object({
  data: z.object({
    solved: z.boolean(),
    /** Crossword: the clues whose letters are not right yet, by number and direction. */
    wrong: z.array(z.string()),
    /** What solving earned: only the first time. */
    completion: completionRewardsSchema.nullable(),
  }),
});
export type SolvePuzzleResponse = z.infer<typeof solvePuzzleResponseSchema>['data'];
