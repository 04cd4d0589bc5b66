import { integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { classes } from './classes-schema';
import { createdAt } from './columns';
import { modules } from './modules-schema';
import { users } from './users-schema';

/**
 * Certificates: one per learner and module, whichever class or version it was
 * completed in. `credential` is the signed Open Badges credential, kept as issued.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    moduleVersion: integer('module_version').notNull(),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'set null' }),
    learnerName: text('learner_name').notNull(),
    moduleTitle: text('module_title').notNull(),
    credential: text('credential').notNull().default(''),
    issuedAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [unique('certificates_user_module_unique').on(table.userId, table.moduleId)],
);
