import { boolean, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './schema';

/** A user's own settings (issue 15): the time zone their days follow, music and sound. */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull().default('UTC'),
  music: boolean('music').notNull().default(false),
  sound: boolean('sound').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * A learner's streak: days in a row with learning, as dates in their own time zone. `startDay`
 * names the run, so each run's milestones reward once.
 */
export const streaks = pgTable('streaks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  current: integer('current').notNull(),
  longest: integer('longest').notNull(),
  startDay: date('start_day', { mode: 'string' }).notNull(),
  lastDay: date('last_day', { mode: 'string' }).notNull(),
  freezesUsed: integer('freezes_used').notNull().default(0),
  updatedAt: updatedAt(),
});
