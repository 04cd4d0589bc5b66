import { gameModes, gamePhases, type Question } from '@sparked/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { moduleActivities } from './authoring-schema';
import { createdAt } from './columns';
import { roomColumns, roomIndexes, seatColumns, seatIndexes } from './room-columns';

/** A question as a room keeps it: copied from the form when the room opened, answer included. */
export interface StoredGameQuestion {
  prompt: string;
  /** The options to press or pick; none for an answer typed in. */
  options: { id: string; text: string }[];
  /** The right option of a question with one right option; '' for the other kinds. */
  correctOptionId: string;
  explanation: string;
  /**
   * The form's own question, so a game marks it as the form does. Absent on a typed question
   * set's questions, and on rooms opened before games played every kind: one right option each.
   */
  form?: Question;
}

/**
 * A game room (decision 0018). Everything a game needs is here and in its players and
 * answers, so a restarted server, or another instance, carries on where the room was.
 */
export const gameRooms = pgTable(
  'game_rooms',
  {
    ...roomColumns(),
    activityId: uuid('activity_id').references(() => moduleActivities.id, {
      onDelete: 'set null',
    }),
    mode: text('mode', { enum: gameModes }).notNull(),
    phase: text('phase', { enum: gamePhases }).notNull(),
    /** Live: the question on screen (-1 in the lobby). */
    questionIndex: integer('question_index').notNull().default(-1),
    questionStartedAt: timestamp('question_started_at', { withTimezone: true }),
    secondsPerQuestion: integer('seconds_per_question').notNull(),
    /** Self-paced: when the room stops taking answers. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    questions: jsonb('questions').$type<StoredGameQuestion[]>().notNull(),
  },
  (table) => roomIndexes('game_rooms', table),
);

export const gamePlayers = pgTable(
  'game_players',
  {
    ...seatColumns(() => gameRooms.id),
    score: integer('score').notNull().default(0),
    /** Kept with the score, so the board is read without counting answers. */
    answered: integer('answered').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    /** Self-paced: the question this player is on (-1 before the first). */
    questionIndex: integer('question_index').notNull().default(-1),
    questionStartedAt: timestamp('question_started_at', { withTimezone: true }),
  },
  (table) => seatIndexes('game_players', table),
);

/** One answer per player and question: the key is what refuses a second one. */
export const gameAnswers = pgTable(
  'game_answers',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => gamePlayers.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => gameRooms.id, { onDelete: 'cascade' }),
    questionIndex: integer('question_index').notNull(),
    optionId: text('option_id').notNull(),
    correct: boolean('correct').notNull(),
    points: integer('points').notNull(),
    answeredAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.questionIndex] }),
    index('game_answers_room_idx').on(table.roomId, table.questionIndex),
  ],
);
