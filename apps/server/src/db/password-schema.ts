import { passwordModes, passwordPhases } from '@sparked/contracts';
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { modules } from './modules-schema';
import { roomColumns, roomIndexes, seatColumns, seatIndexes } from './room-columns';

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
    ...roomColumns(),
    moduleId: uuid('module_id').references(() => modules.id, { onDelete: 'set null' }),
    mode: text('mode', { enum: passwordModes }).notNull(),
    phase: text('phase', { enum: passwordPhases }).notNull(),
    rounds: integer('rounds').notNull(),
    turnsPlayed: integer('turns_played').notNull().default(0),
    scores: jsonb('scores').$type<number[]>().notNull(),
    deck: jsonb('deck').$type<StoredPasswordCard[]>().notNull(),
    turn: jsonb('turn').$type<StoredPasswordTurn>(),
  },
  (table) => roomIndexes('password_rooms', table),
);

export const passwordPlayers = pgTable(
  'password_players',
  {
    ...seatColumns(() => passwordRooms.id),
    team: integer('team').notNull(),
    /** Turns this player gave clues in: the next clue giver is the team's player with fewest. */
    cluesGiven: integer('clues_given').notNull().default(0),
  },
  (table) => seatIndexes('password_players', table),
);
