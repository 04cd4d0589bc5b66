import { gameCompetitions } from '@sparked/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users-schema';

/**
 * The columns every PIN game's room has, which the shared room engine (`modules/rooms`) reads:
 * a PIN unique among running rooms, its host, a step counter for the host's moves, the
 * competition it counts for, and when it last moved and ended.
 */
export const roomColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  /** Six digits, unique among rooms that have not ended. */
  pin: text('pin').notNull(),
  hostId: uuid('host_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  /** Counts the host's moves; a move names the step it saw. */
  step: integer('step').notNull().default(0),
  competition: text('competition', { enum: gameCompetitions }),
  createdAt: createdAt(),
  /** Last move of the host or the room; idle live rooms are ended by a job. */
  movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/** A running room's PIN is unique; a host's rooms are listed newest first. */
export const roomIndexes = (
  table: string,
  columns: { pin: AnyPgColumn; endedAt: AnyPgColumn; hostId: AnyPgColumn; createdAt: AnyPgColumn },
) => [
  uniqueIndex(`${table}_running_pin_idx`)
    .on(columns.pin)
    .where(sql`${columns.endedAt} is null` as SQL),
  index(`${table}_host_idx`).on(columns.hostId, columns.createdAt),
];

/** A seat in a room: one per person, under a nickname unique in the room. */
export const seatColumns = (room: () => AnyPgColumn) => ({
  id: uuid('id').primaryKey().defaultRandom(),
  roomId: uuid('room_id').notNull().references(room, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  nickname: text('nickname').notNull(),
  /** Experience credited when the game ended for them; set once. */
  experience: integer('experience'),
  joinedAt: createdAt(),
});

export const seatIndexes = (
  table: string,
  columns: {
    roomId: AnyPgColumn;
    userId: AnyPgColumn;
    nickname: AnyPgColumn;
    joinedAt: AnyPgColumn;
  },
) => [
  uniqueIndex(`${table}_seat_idx`).on(columns.roomId, columns.userId),
  uniqueIndex(`${table}_nickname_idx`).on(columns.roomId, columns.nickname),
  index(`${table}_user_idx`).on(columns.userId, columns.joinedAt),
];
