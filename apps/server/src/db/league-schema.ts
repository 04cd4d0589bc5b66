import { leagueOutcomes } from '@sparked/contracts';
import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { classes } from './classes-schema';
import { createdAt, updatedAt } from './columns';
import { users } from './users-schema';

/**
 * A week of a class's league, created when its first student is placed. `closedAt` is
 * set once, by the week's rollover, in the transaction that ranks the groups and pays the prizes.
 */
export const leagueWeeks = pgTable(
  'league_weeks',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** The Monday it starts, in the league time zone of the time. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.weekStart] }),
    index('league_weeks_open_idx').on(table.endsAt).where(sql`${table.closedAt} is null`),
  ],
);

/**
 * A student placed in a week's league: their tier and group. The result columns are written when
 * the week closes: experience earned in the week, final rank in the group and the outcome.
 */
export const leagueMembers = pgTable(
  'league_members',
  {
    classId: uuid('class_id').notNull(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: integer('tier').notNull(),
    groupNo: integer('group_no').notNull(),
    joinedAt: createdAt(),
    experience: integer('experience'),
    finalRank: integer('final_rank'),
    outcome: text('outcome', { enum: leagueOutcomes }),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.weekStart, table.userId] }),
    foreignKey({
      columns: [table.classId, table.weekStart],
      foreignColumns: [leagueWeeks.classId, leagueWeeks.weekStart],
    }).onDelete('cascade'),
    index('league_members_group_idx').on(table.classId, table.weekStart, table.tier, table.groupNo),
    index('league_members_user_idx').on(table.userId, table.classId, table.weekStart),
  ],
);

/**
 * Settings admins keep for the whole platform, one row per name, each value checked by its zod
 * schema in `@sparked/contracts` on the way in and out.
 */
export const platformSettings = pgTable('platform_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
