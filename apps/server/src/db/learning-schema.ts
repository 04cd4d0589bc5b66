import { type Answer, activityStatuses, type ScormSaved } from '@sparked/contracts';
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
    /** A SCORM package's runtime data at its last commit, loaded again at the next launch. */
    scormRuntime: jsonb('scorm_runtime').$type<NonNullable<ScormSaved['runtime']>>(),
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
 * What a statement says happened, in the terms its xAPI result is built from: a score, success,
 * completion, time spent and the page reached. Only these facts; never the reply the caller got.
 */
export type StatementOutcome = {
  score?: { scaled: number; raw?: number; min?: number; max?: number };
  success?: boolean;
  completion?: boolean;
  seconds?: number;
  page?: number;
};

/**
 * The record of learning, one row per xAPI statement (actor, verb, object, outcome, timestamp,
 * context: class and module version). The id is the client's, and the row doubles as the
 * idempotency record: a repeated call (a double click, a retry after a dropped connection) finds
 * its statement and answers `reply` again, changing nothing. `reply` is internal and never leaves
 * in a statement; `outcome` and the titles are what the xAPI statement is built from, kept as they
 * were when it happened (statements are immutable).
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
    /** What the call answered, replayed to a repeat of it (the column kept its first name). */
    reply: jsonb('result').$type<Record<string, unknown>>().notNull(),
    outcome: jsonb('outcome').$type<StatementOutcome>().notNull().default({}),
    /** The activity's type and title and the module's title and description at the time. */
    activityType: text('activity_type'),
    activityTitle: text('activity_title'),
    moduleTitle: text('module_title'),
    moduleDescription: text('module_description'),
    createdAt: createdAt(),
  },
  (table) => [
    // The class's record in stored order, paged by (created_at, id) from a cursor.
    index('learning_statements_class_idx').on(table.classId, table.createdAt, table.id),
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
