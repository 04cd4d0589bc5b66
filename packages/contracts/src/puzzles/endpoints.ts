import type { Endpoint } from '../shared/endpoint';
import {
  createPuzzleRequestSchema,
  puzzleParamsSchema,
  puzzleResponseSchema,
  puzzlesResponseSchema,
  solvePuzzleRequestSchema,
  solvePuzzleResponseSchema,
} from './schemas';

const tags = ['Puzzles'];

/**
 * The puzzle maker (decision 0018): educators make puzzles, every signed-in user
 * solves them. A solver never receives the answers; the server checks a solution.
 */
export const puzzleEndpoints = {
  puzzles: {
    api: 'sparked',
    method: 'GET',
    path: '/puzzles',
    auth: 'user',
    response: puzzlesResponseSchema,
    summary: 'Puzzles to solve, newest first, with whether I solved each',
    tags,
  },
  createPuzzle: {
    api: 'sparked',
    method: 'POST',
    path: '/puzzles',
    auth: ['admin', 'facilitator'],
    idempotent: true,
    retry: false,
    body: createPuzzleRequestSchema,
    status: 201,
    response: puzzleResponseSchema,
    summary: 'Make a crossword or a word search from terms and clues',
    tags,
  },
  puzzle: {
    api: 'sparked',
    method: 'GET',
    path: '/puzzles/{puzzleId}',
    auth: 'user',
    params: puzzleParamsSchema,
    response: puzzleResponseSchema,
    summary: 'A puzzle to solve (its author also gets the answers)',
    tags,
  },
  solvePuzzle: {
    api: 'sparked',
    method: 'POST',
    path: '/puzzles/{puzzleId}/solve',
    auth: 'user',
    idempotent: true,
    retry: false,
    params: puzzleParamsSchema,
    body: solvePuzzleRequestSchema,
    response: solvePuzzleResponseSchema,
    summary: 'Check a solution; the first right one is rewarded',
    tags,
  },
} as const satisfies Record<string, Endpoint>;
