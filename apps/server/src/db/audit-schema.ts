import { type AuditSnapshot, auditActions } from '@sparked/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Privileged changes, append-only: a trigger (migration 0009) refuses updates and deletes. The
 * people are plain ids, not foreign keys, so the record outlives the accounts it names.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    subjectId: uuid('subject_id'),
    action: text('action', { enum: auditActions }).notNull(),
    target: text('target').notNull(),
    before: jsonb('before').$type<AuditSnapshot>(),
    after: jsonb('after').$type<AuditSnapshot>(),
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('audit_entries_at_idx').on(table.at),
    index('audit_entries_subject_idx').on(table.subjectId, table.at),
    index('audit_entries_actor_idx').on(table.actorId, table.at),
  ],
);
