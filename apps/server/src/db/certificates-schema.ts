import { integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
    /** The credential this one replaced when it was re-issued in today's form, still recognised. */
    previousCredential: text('previous_credential'),
    issuedAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [unique('certificates_user_module_unique').on(table.userId, table.moduleId)],
);

/**
 * The id that names a learner as the subject of their credentials: random, so it reveals nothing
 * about them, and the same in every credential they hold.
 */
export const credentialSubjects = pgTable('credential_subjects', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subjectId: uuid('subject_id').notNull().unique().defaultRandom(),
});

/** Revocation status lists (W3C Bitstring Status List), published for any verifier to read. */
export const certificateStatusLists = pgTable('certificate_status_lists', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** How many indexes may be handed out; the published bitstring is never shorter than 131 072. */
  capacity: integer('capacity').notNull(),
  createdAt: createdAt(),
});

/**
 * Which index of which list each certificate's status is. The primary key makes an index taken
 * once; an entry outlives its certificate (the index is never handed out again), and a deleted
 * certificate's bit reads revoked.
 */
export const certificateStatusEntries = pgTable(
  'certificate_status_entries',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => certificateStatusLists.id),
    statusIndex: integer('status_index').notNull(),
    certificateId: uuid('certificate_id')
      .unique()
      .references(() => certificates.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.listId, table.statusIndex] })],
);
