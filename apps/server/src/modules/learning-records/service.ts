import type { LrsConnectionChange, LrsState, ParkedStatement } from '@sparked/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError, notFound, sentenceOf } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import { type AuditActor, recordAudit } from '../core/audit-log';
import { connectionView, effectiveConnection } from './connection';
import type { LrsClient } from './lrs-client';
import { type ConnectionSettings, learningRecordsRepository as repository } from './repository';

/** The sentences this file answers with (decision 0046). */
const said = {
  thatStatementIsNotWaitingFor: /*i18n*/ {
    id: 'learning-records.that-statement-is-not-waiting-for',
    message: 'That statement is not waiting for a decision.',
  },
  noStoreSet: /*i18n*/ {
    id: 'lrs.check.no-store-set',
    message: 'No learning record store is set: give its address first.',
  },
} satisfies Record<string, ServerMessage>;

const badRequest = (message: string) => new AppError(400, 'bad_request', message);
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** What admins do with the learning record store: see it, set it, test it, mend refusals. */
export function createLearningRecordsAdmin(deps: {
  db: Database;
  client: LrsClient;
  lrs: Config['lrs'];
  now: () => Date;
}) {
  const { db, client, lrs, now } = deps;

  async function state(): Promise<LrsState> {
    const [row, counts] = await Promise.all([repository.connection(db), repository.counts(db)]);
    return {
      connection: connectionView(row, lrs.connection),
      backlog: counts.backlog,
      oldestWaitingAt: iso(counts.oldestWaitingAt),
      parked: counts.parked,
      delivered: row?.delivered ?? 0,
      lastSuccessAt: iso(row?.lastSuccessAt),
      lastFailureAt: iso(row?.lastFailureAt),
      lastError: row?.lastError ?? null,
    };
  }

  /** The secrets to save: a secret left out keeps the one the page saved before, if any. */
  async function settingsFor(change: LrsConnectionChange): Promise<ConnectionSettings> {
    const saved = await repository.connection(db);
    const base = { endpoint: change.endpoint, username: null, password: null, authorization: null };
    if (change.credentials === 'basic') {
      const password = change.password ?? (saved?.endpoint ? saved.password : null);
      if (!password) throw badRequest('Give the secret that goes with the key.');
      return { ...base, username: change.username, password };
    }
    if (change.credentials === 'header') {
      const authorization = change.authorization ?? (saved?.endpoint ? saved.authorization : null);
      if (!authorization) throw badRequest('Give the Authorization header the store expects.');
      return { ...base, authorization };
    }
    return base;
  }

  const auditView = (settings: Partial<ConnectionSettings> | undefined) =>
    settings?.endpoint
      ? {
          endpoint: settings.endpoint,
          username: settings.username ?? null,
          secret: Boolean(settings.password || settings.authorization),
        }
      : null;

  return {
    state,

    async saveConnection(actor: AuditActor, change: LrsConnectionChange) {
      const settings = await settingsFor(change);
      await db.transaction(async (tx) => {
        const before = await repository.connection(tx);
        await repository.saveSettings(tx, settings, actor.id, now());
        // Statements waiting out a backoff against the old connection are tried at once.
        await repository.dueNow(tx, now());
        await recordAudit(tx, actor, [
          {
            action: 'lrs.connection.update',
            target: 'learning-record-store',
            before: auditView(before),
            after: auditView(settings),
          },
        ]);
      });
      return state();
    },

    async clearConnection(actor: AuditActor) {
      await db.transaction(async (tx) => {
        const before = await repository.connection(tx);
        const none = { endpoint: null, username: null, password: null, authorization: null };
        await repository.saveSettings(tx, none, actor.id, now());
        await repository.dueNow(tx, now());
        if (before?.endpoint)
          await recordAudit(tx, actor, [
            {
              action: 'lrs.connection.clear',
              target: 'learning-record-store',
              before: auditView(before),
              after: null,
            },
          ]);
      });
      return state();
    },

    async test() {
      const { connection } = effectiveConnection(await repository.connection(db), lrs.connection);
      if (!connection)
        return { ok: false, status: null, ...sentenceOf(said.noStoreSet), versions: [] };
      return client.test(connection);
    },

    async parked(limit: number, offset: number) {
      const { rows, total } = await repository.parked(db, limit, offset);
      const data: ParkedStatement[] = rows.map((row) => ({
        statementId: row.statementId,
        verb: row.verb,
        learner: row.learner,
        activityId: row.activityId,
        reason: row.reason ?? 'The store refused this statement.',
        attempts: row.attempts,
        parkedAt: (row.parkedAt ?? row.statementAt).toISOString(),
        statementAt: row.statementAt.toISOString(),
      }));
      return { data, total };
    },

    /** Sends a refused statement again with the next delivery; a repeat finds it queued already. */
    async retry(tx: Database, actor: AuditActor, statementId: string) {
      const row = await repository.unpark(tx, statementId, now());
      if (!row) throw notFound(said.thatStatementIsNotWaitingFor);
      await recordAudit(tx, actor, [
        {
          action: 'lrs.statement.retry',
          target: statementId,
          before: { status: 'parked', reason: row.reason },
          after: { status: 'pending' },
        },
      ]);
      return { statementId, status: 'queued' as const };
    },

    async discard(actor: AuditActor, statementId: string, reason: string) {
      return db.transaction(async (tx) => {
        const row = await repository.discard(tx, statementId);
        if (!row) throw notFound(said.thatStatementIsNotWaitingFor);
        await recordAudit(tx, actor, [
          {
            action: 'lrs.statement.discard',
            target: statementId,
            before: { status: 'parked', reason: row.reason },
            after: null,
            reason,
          },
        ]);
        return { statementId, status: 'discarded' as const };
      });
    },
  };
}
export type LearningRecordsAdmin = ReturnType<typeof createLearningRecordsAdmin>;
