import { type Answer, activityStatuses } from '@sparked/contracts';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { classes } from './classes-schema';
import { createdAt, updatedAt } from './columns';
import { modules } from './modules-schema';
import { users } from './users-schema';

/**
 * Where each student is with each activity of a class: what the module map, the player
 * and the teacher's grid read. Every change also appends a statement.
 */
export const activityStates = pgTable(
  'activity_states',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id').notNull(),
    /** The module version the student last worked on. */
    version: integer('version').notNull(),
    status: text('status', { enum: activityStatuses }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    bestScore: real('best_score'),
    page: integer('page').notNull().default(0),
    secondsSpent: integer('seconds_spent').notNull().default(0),
    /** A form's answers so far, saved as the student goes and cleared by a submit. */
    draftAnswers: jsonb('draft_answers').$type<Record<string, Answer>>(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.classId, table.activityId] }),
    index('activity_states_class_idx').on(table.classId, table.moduleId),
  ],
);

/**
 * The record of learning, shaped like xAPI statements (actor, verb, object, result, timestamp,
 * context: class and module version). The id is the client's: a repeated call (a double click,
 * a retry after a dropped connection) finds its statement and changes nothing.
 */
export const learningStatements = pgTable(
  'learning_statements',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id').notNull(),
    moduleVersion: integer('module_version').notNull(),
    activityId: uuid('activity_id').notNull(),
    verb: text('verb', {
      enum: ['progressed', 'answered', 'passed', 'failed', 'completed'],
    }).notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('learning_statements_class_idx').on(table.classId, table.createdAt),
    // A student's earlier attempts at a form, newest first.
    index('learning_statements_learner_idx').on(table.userId, table.activityId, table.createdAt),
  ],
);

/** Rewards already given for learning, one per activity version and per module version. */
export const learningRewards = pgTable(
  'learning_rewards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.reference] })],
);
