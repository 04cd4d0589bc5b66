import {
  type AccessTokenClaims,
  type CreatePuzzleRequest,
  gridLetters,
  type Puzzle,
  type PuzzleSummary,
  puzzleLimits,
  type SolvePuzzleRequest,
  type SolvePuzzleResponse,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { assertCompetitionRunning } from '../competitions';
import { ledgerReasons } from '../core/ledger-reasons';
import type { RewardService } from '../rewards';
import type { WalletBook } from '../wallets';
import { layOut } from './puzzle-layout';
import { type PuzzleRow, puzzleRepository as repository } from './repository';
import { wrongParts } from './solution-check';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;

const noPuzzle = () =>
  notFound(
    /*i18n*/ {
      id: 'puzzles.there-is-no-puzzle-with-that',
      message: 'There is no puzzle with that id.',
    },
  );

/** The puzzle as this user sees it: the grid without its letters, the answers for its author. */
function present(row: PuzzleRow, solved: boolean, userId: string): Puzzle {
  const { layout, entries } = row;
  const clueOf = (letters: string) =>
    entries.find((entry) => entry.letters === letters)?.clue ?? '';
  const mine = row.authorId === userId;
  return {
    ...summaryOf(row, solved, userId),
    grid:
      layout.kind === 'crossword'
        ? {
            kind: 'crossword',
            width: layout.width,
            height: layout.height,
            clues: layout.words.map((word) => ({
              number: word.number,
              direction: word.direction,
              row: word.row,
              col: word.col,
              length: word.letters.length,
              clue: clueOf(word.letters),
            })),
          }
        : {
            kind: 'word-search',
            size: layout.size,
            rows: layout.rows,
            words: layout.words.map((word) => ({ term: word.letters, clue: clueOf(word.letters) })),
          },
    leftOut: mine ? row.leftOut : [],
    answers: mine ? entries.map(({ term, clue }) => ({ term, clue })) : null,
  };
}

const summaryOf = (row: PuzzleRow, solved: boolean, userId: string): PuzzleSummary => ({
  id: row.id,
  title: row.title,
  kind: row.kind,
  competition: row.competition,
  entryCount: row.entries.length - row.leftOut.length,
  createdAt: row.createdAt.toISOString(),
  solved,
  mine: row.authorId === userId,
});

export function createPuzzleService(deps: {
  db: Database;
  rewards: RewardService;
  book: WalletBook;
  now: () => Date;
}) {
  const { db, rewards, book, now } = deps;
  return {
    async list(caller: Caller) {
      const rows = await repository.list(db, caller.id);
      return rows.map(({ puzzle, solved }) => summaryOf(puzzle, solved, caller.id));
    },

    async create(caller: Caller, request: Required<CreatePuzzleRequest>): Promise<Puzzle> {
      await assertCompetitionRunning(db, request.competition, now());
      const entries = request.entries.map(({ term, clue }) => ({
        term,
        clue,
        letters: gridLetters(term),
      }));
      const { layout, leftOut } = layOut(request.kind, entries);
      if (entries.length - leftOut.length < puzzleLimits.minEntries)
        throw new AppError(
          422,
          'validation_failed',
          /*i18n*/ {
            id: 'puzzles.only-some-terms-fit',
            message: 'Only {fitting} of the terms fit together. Add terms that share letters.',
            values: { fitting: entries.length - leftOut.length },
          },
        );
      const row = await repository.insert(db, {
        authorId: caller.id,
        title: request.title,
        kind: request.kind,
        competition: request.competition,
        entries,
        layout,
        leftOut,
      });
      return present(row, false, caller.id);
    },

    async get(caller: Caller, puzzleId: string) {
      const found = await repository.one(db, puzzleId, caller.id);
      if (!found) throw noPuzzle();
      return present(found.puzzle, found.solved, caller.id);
    },

    /** Checks a solution; the first right one is rewarded, inside the same transaction. */
    async solve(
      caller: Caller,
      puzzleId: string,
      solution: SolvePuzzleRequest,
    ): Promise<SolvePuzzleResponse> {
      const found = await repository.one(db, puzzleId, caller.id);
      if (!found) throw noPuzzle();
      const { puzzle } = found;
      if (solution.kind !== puzzle.kind)
        throw new AppError(
          400,
          'bad_request',
          /*i18n*/ {
            id: 'puzzles.this-puzzle-is-a',
            message: 'This puzzle is a {kind, select, crossword {crossword} other {word-search}}.',
            values: { kind: puzzle.kind },
          },
        );
      const wrong = wrongParts(puzzle.layout, solution);
      if (wrong.length > 0) return { solved: false, wrong, completion: null };
      await assertCompetitionRunning(db, puzzle.competition, now());
      const completion = await db.transaction(async (tx) => {
        if (!(await repository.solve(tx, puzzleId, caller.id))) return null;
        const granted = await rewards.grantForAction(
          tx,
          caller.id,
          { referenceTable: 'puzzles', referenceSelector: 'solved' },
          ledgerReasons.puzzleSolved(puzzle.title),
        );
        const wallets = granted.length > 0 ? (await book.apply(tx, caller.id, [])).balances : null;
        return {
          rewards: granted,
          wallets,
          moduleCompleted: false,
          streakMilestone: null,
          certificateId: null,
        };
      });
      return { solved: true, wrong: [], completion };
    },
  };
}

export type PuzzleService = ReturnType<typeof createPuzzleService>;
