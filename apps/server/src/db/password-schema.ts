import { gameCompetitions, passwordModes, passwordPhases } from '@sparked/contracts';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { modules } from './modules-schema';
import { users } from './users-schema';

/** A card as a room keeps it: the term and the words its clue giver may not say. */
export interface StoredPasswordCard {
  term: string;
  forbidden: string[];
}

/** The turn on screen or just over, with what its cards came to. */
export interface StoredPasswordTurn {
  team: number;
  clueGiverId: string | null;
  startedAt: string;
  endsAt: string;
  got: string[];
  passed: string[];
  buzzed: string[];
}

/**
 * A password game (decision 0019). The deck is the cards not guessed yet, in the order
 * they come up: a passed or buzzed card goes to the bottom. Like game master's rooms, everything
 * is here and in the players, so another instance or a restarted server carries on.
 */
export const passwordRooms = pgTable(
  'password_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Six digits, unique among rooms that have not ended. */
    pin: text('pin').notNull(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id').references(() => modules.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    mode: text('mode', { enum: passwordModes }).notNull(),
    phase: text('phase', { enum: passwordPhases }).notNull(),
    step: integer('step').notNull().default(0),
    rounds: integer('rounds').notNull(),
    turnsPlayed: integer('turns_played').notNull().default(0),
    scores: jsonb('scores').$type<number[]>().notNull(),
    deck: jsonb('deck').$type<StoredPasswordCard[]>().notNull(),
    turn: jsonb('turn').$type<StoredPasswordTurn>(),
    competition: text('competition', { enum: gameCompetitions }),
    createdAt: createdAt(),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('password_rooms_running_pin_idx')
      .on(table.pin)
      .where(sql`${table.endedAt} is null`),
    index('password_rooms_host_idx').on(table.hostId, table.createdAt),
  ],
);

export const passwordPlayers = pgTable(
  'password_players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => passwordRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    team: integer('team').notNull(),
    /** Turns this player gave clues in: the next clue giver is the team's player with fewest. */
    cluesGiven: integer('clues_given').notNull().default(0),
    experience: integer('experience'),
    joinedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_players_seat_idx').on(table.roomId, table.userId),
    uniqueIndex('password_players_nickname_idx').on(table.roomId, table.nickname),
    index('password_players_user_idx').on(table.userId, table.joinedAt),
  ],
);
