import { type CompetitionPrize, competitionRegistrations } from '@sparked/contracts';
import {
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
 * A competition: a window in which entrants' experience is their score. `closedAt` is
 * set once, by the close job, in the transaction that saves the results and pays the prizes.
 */
export const competitions = pgTable('competitions', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  rules: text('rules').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  registration: text('registration', { enum: competitionRegistrations }).notNull(),
  prizes: jsonb('prizes').$type<CompetitionPrize[]>().notNull().default([]),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The classes whose active students are a `classes` competition's entrants. */
export const competitionClasses = pgTable(
  'competition_classes',
  {
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.competitionId, table.classId] }),
    index('competition_classes_class_idx').on(table.classId),
  ],
);

/**
 * An entrant: a registration (open competitions), or a class's student written at the close.
 * The close writes every entrant's score and final place.
 */
export const competitionEntries = pgTable(
  'competition_entries',
  {
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    score: integer('score'),
    finalRank: integer('final_rank'),
  },
  (table) => [
    primaryKey({ columns: [table.competitionId, table.userId] }),
    index('competition_entries_user_idx').on(table.userId),
  ],
);
