import { gameCompetitions, puzzleKinds } from '@sparked/contracts';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users-schema';

/** A term and its clue, the term as the grid spells it. */
export interface PuzzleEntry {
  term: string;
  letters: string;
  clue: string;
}

/** Where each term went: a crossword's words, or a word search's letters and hidden words. */
export type PuzzleLayout =
  | {
      kind: 'crossword';
      width: number;
      height: number;
      words: {
        letters: string;
        row: number;
        col: number;
        direction: 'across' | 'down';
        number: number;
      }[];
    }
  | {
      kind: 'word-search';
      size: number;
      rows: string[];
      words: { letters: string; row: number; col: number; dr: number; dc: number }[];
    };

/** A teacher's puzzle (decision 0025): made once from its entries, never re-laid. */
export const puzzles = pgTable(
  'puzzles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind', { enum: puzzleKinds }).notNull(),
    competition: text('competition', { enum: gameCompetitions }),
    entries: jsonb('entries').$type<PuzzleEntry[]>().notNull(),
    layout: jsonb('layout').$type<PuzzleLayout>().notNull(),
    leftOut: jsonb('left_out').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('puzzles_created_idx').on(table.createdAt)],
);

/** A right solution, once per solver: the key is what rewards a puzzle only once. */
export const puzzleSolves = pgTable(
  'puzzle_solves',
  {
    puzzleId: uuid('puzzle_id')
      .notNull()
      .references(() => puzzles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    solvedAt: timestamp('solved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.puzzleId, table.userId] })],
);
