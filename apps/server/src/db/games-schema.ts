import { gameCompetitions, gameModes, gamePhases, type Question } from '@sparked/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { moduleActivities } from './authoring-schema';
import { createdAt } from './columns';
import { users } from './users-schema';

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
    id: uuid('id').primaryKey().defaultRandom(),
    /** Six digits, unique among rooms that have not ended. */
    pin: text('pin').notNull(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id').references(() => moduleActivities.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    mode: text('mode', { enum: gameModes }).notNull(),
    phase: text('phase', { enum: gamePhases }).notNull(),
    /** Counts the host's moves; a move names the step it saw. */
    step: integer('step').notNull().default(0),
    /** Live: the question on screen (-1 in the lobby). */
    questionIndex: integer('question_index').notNull().default(-1),
    questionStartedAt: timestamp('question_started_at', { withTimezone: true }),
    secondsPerQuestion: integer('seconds_per_question').notNull(),
    /** Self-paced: when the room stops taking answers. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    competition: text('competition', { enum: gameCompetitions }),
    questions: jsonb('questions').$type<StoredGameQuestion[]>().notNull(),
    createdAt: createdAt(),
    /** Last move of the host or the room; idle live rooms are ended by a job. */
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_rooms_running_pin_idx').on(table.pin).where(sql`${table.endedAt} is null`),
    index('game_rooms_host_idx').on(table.hostId, table.createdAt),
  ],
);

export const gamePlayers = pgTable(
  'game_players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => gameRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    score: integer('score').notNull().default(0),
    /** Kept with the score, so the board is read without counting answers. */
    answered: integer('answered').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    /** Self-paced: the question this player is on (-1 before the first). */
    questionIndex: integer('question_index').notNull().default(-1),
    questionStartedAt: timestamp('question_started_at', { withTimezone: true }),
    /** Experience credited when the game ended for them; set once. */
    experience: integer('experience'),
    joinedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('game_players_seat_idx').on(table.roomId, table.userId),
    uniqueIndex('game_players_nickname_idx').on(table.roomId, table.nickname),
    index('game_players_user_idx').on(table.userId, table.joinedAt),
  ],
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
