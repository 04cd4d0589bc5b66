import {
  type ActivityContent,
  activityTypes,
  type ClipboardItem,
  clipboardKinds,
} from '@sparked/contracts';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { modules } from './modules-schema';
import { users } from './users-schema';

/**
 * A module's outline. `position` is 0-based and dense within a parent; every
 * structural change locks the module row first, so concurrent moves renumber one at a time.
 */
export const moduleSections = pgTable(
  'module_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('module_sections_module_idx').on(table.moduleId, table.position)],
);

export const moduleUnits = pgTable(
  'module_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => moduleSections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('module_units_section_idx').on(table.sectionId, table.position)],
);

export const moduleActivities = pgTable(
  'module_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => moduleUnits.id, { onDelete: 'cascade' }),
    type: text('type', { enum: activityTypes }).notNull(),
    title: text('title').notNull(),
    content: jsonb('content').$type<ActivityContent>().notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('module_activities_unit_idx').on(table.unitId, table.position)],
);

/**
 * A published version: the outline and every activity's content as they were, so learners (and
 * their progress) read a fixed copy while authors keep editing the draft.
 */
export const moduleVersions = pgTable(
  'module_versions',
  {
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<ModuleSnapshot>().notNull(),
    publishedBy: uuid('published_by'),
    publishedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.moduleId, table.version] })],
);

export interface ModuleSnapshot {
  title: string;
  description: string;
  sections: {
    id: string;
    title: string;
    units: {
      id: string;
      title: string;
      activities: { id: string; type: string; title: string; content: ActivityContent }[];
    }[];
  }[];
}

/** Images uploaded into a module; the file lives on disk under the server-made `fileName`. */
export const moduleImages = pgTable(
  'module_images',
  {
    fileName: text('file_name').primaryKey(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: createdAt(),
  },
  (table) => [index('module_images_module_idx').on(table.moduleId)],
);

/** Sites authors may embed (iframe activities, video and iframe blocks); admins keep the list. */
export const embeddableHosts = pgTable('embeddable_hosts', {
  host: text('host').primaryKey(),
  note: text('note').notNull().default(''),
  addedBy: uuid('added_by'),
  createdAt: createdAt(),
});

/**
 * Each educator's clipboard, one row per list: the list is read, changed by the same pure
 * functions the browser uses, and written back under a row lock, so the rules live in one place.
 */
export const clipboards = pgTable(
  'clipboards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: clipboardKinds }).notNull(),
    items: jsonb('items').$type<ClipboardItem[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
