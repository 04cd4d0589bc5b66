import { questKinds, walletNames } from '@sparked/contracts';
import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users-schema';

/**
 * A user's own settings: the time zone their days follow, music and sound, and whether
 * they appear on leagues and leaderboards.
 */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull().default('UTC'),
  music: boolean('music').notNull().default(false),
  sound: boolean('sound').notNull().default(true),
  leaderboards: boolean('leaderboards').notNull().default(true),
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

/** A time-limited quest students join: finish N activities, or earn N experience. */
export const events = pgTable('events', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  questKind: text('quest_kind', { enum: questKinds }).notNull(),
  questTarget: integer('quest_target').notNull(),
  rewardWallet: text('reward_wallet', { enum: walletNames }).notNull(),
  rewardAmount: integer('reward_amount').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A student's entry in an event; `claimedAt` set once, when the reward is given. */
export const eventEntries = pgTable(
  'event_entries',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] })],
);
