import { currencies, moduleLevels, moduleLicenceIds, moduleStatuses } from '@sparked/contracts';
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users-schema';

/**
 * A module's draft details. `draftRevision` counts edits to the draft and
 * `publishedRevision` is the revision the latest version was taken from, so "unpublished
 * changes" is a comparison, not a diff.
 */
export const modules = pgTable(
  'modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    subject: text('subject').notNull().default(''),
    level: text('level', { enum: moduleLevels }).notNull().default('beginner'),
    language: text('language').notNull().default('en'),
    estimatedMinutes: integer('estimated_minutes').notNull().default(30),
    licence: text('licence', { enum: moduleLicenceIds }).notNull().default('all-rights-reserved'),
    coverImage: text('cover_image'),
    listedInAcademy: boolean('listed_in_academy').notNull().default(false),
    /** Price in the currency's smallest unit; null is free. */
    priceAmount: integer('price_amount'),
    priceCurrency: text('price_currency', { enum: currencies }),
    status: text('status', { enum: moduleStatuses }).notNull().default('draft'),
    draftRevision: integer('draft_revision').notNull().default(0),
    publishedRevision: integer('published_revision'),
    publishedVersion: integer('published_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('modules_updated_idx').on(table.updatedAt)],
);

export const moduleAuthors = pgTable(
  'module_authors',
  {
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'editor', 'viewer'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.moduleId, table.userId] }),
    index('module_authors_user_idx').on(table.userId),
  ],
);
