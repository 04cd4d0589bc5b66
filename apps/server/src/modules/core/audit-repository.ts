import type { AuditFilter } from '@sparked/contracts';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { auditEntries, users } from '../../db/schema';

const actors = alias(users, 'actors');
const subjects = alias(users, 'subjects');
const nameOf = (table: typeof actors | typeof subjects) =>
  sql<string | null>`${table.firstName} || ' ' || ${table.lastName}`;

const entryColumns = {
  id: auditEntries.id,
  at: auditEntries.at,
  action: auditEntries.action,
  actorId: auditEntries.actorId,
  actorName: nameOf(actors),
  subjectId: auditEntries.subjectId,
  subjectName: nameOf(subjects),
  target: auditEntries.target,
  before: auditEntries.before,
  after: auditEntries.after,
  reason: auditEntries.reason,
  ip: auditEntries.ip,
  userAgent: auditEntries.userAgent,
};
export type AuditEntryRow = Awaited<ReturnType<typeof entries>>[number];

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId ? eq(auditEntries.actorId, filter.actorId) : undefined,
    filter.subjectId ? eq(auditEntries.subjectId, filter.subjectId) : undefined,
    filter.action ? eq(auditEntries.action, filter.action) : undefined,
    filter.from ? gte(auditEntries.at, dayStart(filter.from)) : undefined,
    filter.to ? lt(auditEntries.at, nextDayStart(filter.to)) : undefined,
  );
}

function entries(db: Database, filter: AuditFilter) {
  return db
    .select(entryColumns)
    .from(auditEntries)
    .leftJoin(actors, eq(actors.id, auditEntries.actorId))
    .leftJoin(subjects, eq(subjects.id, auditEntries.subjectId))
    .where(whereOf(filter))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id));
}

export const auditRepository = {
  async insert(db: Database, rows: (typeof auditEntries.$inferInsert)[]) {
    await db.insert(auditEntries).values(rows);
  },

  async page(db: Database, filter: AuditFilter, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      entries(db, filter).limit(limit).offset(offset),
      db.select({ total: count() }).from(auditEntries).where(whereOf(filter)),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  /** Every matching entry, newest first. */
  all: (db: Database, filter: AuditFilter) => entries(db, filter),
};
