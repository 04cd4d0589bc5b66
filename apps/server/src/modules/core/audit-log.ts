import type { AuditAction, AuditFilter, AuditSnapshot } from '@sparked/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import { type AuditEntryRow, auditRepository } from './audit-repository';

/** Who made a change and from where: taken from the request, written with every entry. */
export interface AuditActor {
  id: string;
  ip: string | null;
  userAgent: string | null;
}

export const auditActorOf = (request: FastifyRequest, userId: string): AuditActor => ({
  id: userId,
  ip: request.ip || null,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

export interface AuditRecord {
  action: AuditAction;
  /** The user the change concerns, if any. */
  subjectId?: string | null;
  target: string;
  before: AuditSnapshot;
  after: AuditSnapshot;
  reason?: string | null;
}

/**
 * Writes audit rows inside the caller's transaction, so a change and its record commit or fail
 * together.
 */
export async function recordAudit(tx: Database, actor: AuditActor, records: AuditRecord[]) {
  if (records.length === 0) return;
  await auditRepository.insert(
    tx,
    records.map((record) => ({
      actorId: actor.id,
      subjectId: record.subjectId ?? null,
      action: record.action,
      target: record.target,
      before: record.before,
      after: record.after,
      reason: record.reason ?? null,
      ip: actor.ip,
      userAgent: actor.userAgent,
    })),
  );
}

type Snapshot = NonNullable<AuditSnapshot>;

/** A row as the log keeps it: its scalar fields (dates as ISO text, lists joined), without its id. */
export function snapshotOf(row: object): Snapshot {
  const snapshot: Snapshot = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'id' || value === undefined) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      snapshot[key] = value as Snapshot[string];
    else if (value instanceof Date) snapshot[key] = value.toISOString();
    else if (Array.isArray(value))
      snapshot[key] = value.map((each) => JSON.stringify(each)).join(', ');
    else snapshot[key] = JSON.stringify(value);
  }
  return snapshot;
}

/**
 * Before and after of a change as the log shows it: only the fields that changed, so an edit of a
 * price reads "price: 100 → 80"; a creation has no before.
 */
export function changeOf(before: object | null | undefined, after: object) {
  const next = snapshotOf(after);
  if (!before) return { before: null, after: next };
  const previous = snapshotOf(before);
  const keys = Object.keys(next).filter((key) => previous[key] !== next[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, previous[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, next[key] ?? null])),
  };
}

/** A create-or-change an admin makes to one row, for `saveAudited`. */
export interface AuditedSave<Row extends { id: string }> {
  /** The row to change; null to create one. */
  id: string | null;
  find: (tx: Database, id: string) => Promise<Row | null | undefined>;
  write: (tx: Database, id: string | null) => Promise<Row | null | undefined>;
  actions: { create: AuditAction; update: AuditAction };
  /** The target's kind in the log: `store-item` makes `store-item:{id}`. */
  kind: string;
  /** The 404's sentence when the row to change is not there. */
  missing: ServerMessage;
}

/**
 * Creates or changes one row and writes its audit row (only the fields that changed) in one
 * transaction; the store's items, reward rules and competitions save this way.
 */
export function saveAudited<Row extends { id: string }>(
  db: Database,
  actor: AuditActor,
  save: AuditedSave<Row>,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const before = save.id ? await save.find(tx, save.id) : null;
    if (save.id && !before) throw notFound(save.missing);
    const saved = await save.write(tx, save.id);
    if (!saved) throw notFound(save.missing);
    await recordAudit(tx, actor, [
      {
        action: save.id ? save.actions.update : save.actions.create,
        target: `${save.kind}:${saved.id}`,
        ...changeOf(before, saved),
      },
    ]);
    return saved;
  });
}

const person = (id: string | null, name: string | null) =>
  id === null ? null : { id, name: name ?? 'A removed account' };

export const presentEntry = (row: AuditEntryRow) => ({
  id: row.id,
  at: row.at.toISOString(),
  action: row.action,
  actor: person(row.actorId, row.actorName),
  subject: person(row.subjectId, row.subjectName),
  target: row.target,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason,
  ip: row.ip,
  userAgent: row.userAgent,
});

export const auditLog = {
  async page(db: Database, filter: AuditFilter, limit: number, offset: number) {
    const { rows, total } = await auditRepository.page(db, filter, limit, offset);
    return { entries: rows.map(presentEntry), total };
  },

  /** Every matching entry, newest first, for the CSV export. */
  async all(db: Database, filter: AuditFilter) {
    return (await auditRepository.all(db, filter)).map(presentEntry);
  },
};
