import { index, integer, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { modules } from './modules-schema';

/**
 * SCORM packages authors uploaded into a module (decision 0036). The files live on disk under
 * the package's id, which is also the capability the sandbox origin serves them by.
 */
export const scormPackages = pgTable(
  'scorm_packages',
  {
    id: uuid('id').primaryKey(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    version: text('version', { enum: ['1.2', '2004'] }).notNull(),
    title: text('title').notNull(),
    launch: text('launch').notNull(),
    masteryScore: real('mastery_score'),
    files: integer('files').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: createdAt(),
  },
  (table) => [index('scorm_packages_module_idx').on(table.moduleId)],
);
