import type { ApiErrorMessage, CartridgeImportItem } from '@sparked/contracts';
import { cartridgeImportStatuses } from '@sparked/contracts';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { modules } from './modules-schema';
import { users } from './users-schema';

/**
 * An educator's import of a course package (decision 0035): queued with the uploaded file's
 * server-made name, run by a job, ended with a report and the new module or with why it failed.
 */
export const moduleImports = pgTable(
  'module_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name the educator's file had, for the page; never a path. */
    fileName: text('file_name').notNull(),
    /** The uploaded package on disk (`<uuid>.imscc`), removed once the import ends. */
    packageFile: text('package_file'),
    status: text('status', { enum: cartridgeImportStatuses }).notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    moduleId: uuid('module_id').references(() => modules.id, { onDelete: 'set null' }),
    error: text('error'),
    /** The same failure as a catalogue entry, for a reader of another language (decision 0046). */
    errorEntry: jsonb('error_entry').$type<ApiErrorMessage>(),
    report: jsonb('report').$type<CartridgeImportItem[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('module_imports_user_idx').on(table.userId)],
);
