import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { learningStatements } from './learning-schema';
import { users } from './users-schema';

/**
 * Statements still to be sent to the school's learning record store: written in the statement's
 * own transaction, deleted once the store has it. `parked` rows are ones the store refused, kept
 * with its reason until an admin retries or discards them.
 */
export const lrsOutbox = pgTable(
  'lrs_outbox',
  {
    statementId: uuid('statement_id')
      .primaryKey()
      .references(() => learningStatements.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'parked'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may take the row next: after a backoff, or once a sender's lease runs out. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason'),
    parkedAt: timestamp('parked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('lrs_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

/**
 * The connection admins set on the admin page (one row, id `default`), which replaces the
 * XAPI_LRS_* environment when it has an endpoint, and what delivery last saw.
 */
export const lrsConnection = pgTable('lrs_connection', {
  id: text('id').primaryKey(),
  endpoint: text('endpoint'),
  username: text('username'),
  password: text('password'),
  authorization: text('authorization'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lastError: text('last_error'),
  delivered: bigint('delivered', { mode: 'number' }).notNull().default(0),
});
