import type { Hint, ProjectCode, Specification } from '@sparked/contracts';
import { versionSources } from '@sparked/contracts';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users-schema';

/** A user's code box (decision 0017): the idea; its versions are rows of their own. */
export const codeBoxes = pgTable(
  'code_boxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    prompt: text('prompt').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('code_boxes_owner_idx').on(table.ownerId, table.updatedAt)],
);

/** Specification versions, numbered per code box from 1; never changed once written. */
export const codeBoxSpecifications = pgTable(
  'code_box_specifications',
  {
    codeBoxId: uuid('code_box_id')
      .notNull()
      .references(() => codeBoxes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    source: text('source', { enum: versionSources }).notNull(),
    /** The offline engine's project kind (decision 0017); an edit keeps its version's. */
    template: text('template'),
    specification: jsonb('specification').$type<Specification>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.codeBoxId, table.version] })],
);

/** Code versions, numbered per code box from 1; never changed once written. */
export const codeBoxCode = pgTable(
  'code_box_code',
  {
    codeBoxId: uuid('code_box_id')
      .notNull()
      .references(() => codeBoxes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    source: text('source', { enum: versionSources }).notNull(),
    specificationVersion: integer('specification_version'),
    code: jsonb('code').$type<ProjectCode>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.codeBoxId, table.version] })],
);

/** Feedback given on a code version, kept so the student can read earlier hints again. */
export const codeBoxFeedback = pgTable(
  'code_box_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeBoxId: uuid('code_box_id')
      .notNull()
      .references(() => codeBoxes.id, { onDelete: 'cascade' }),
    codeVersion: integer('code_version').notNull(),
    level: integer('level').$type<1 | 2 | 3>().notNull(),
    summary: text('summary').notNull(),
    hints: jsonb('hints').$type<Hint[]>().notNull(),
    solution: jsonb('solution').$type<ProjectCode>(),
    createdAt: createdAt(),
  },
  (table) => [index('code_box_feedback_box_idx').on(table.codeBoxId, table.createdAt)],
);
