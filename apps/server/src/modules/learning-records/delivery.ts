import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { toXapiStatement } from '../learning';
import { effectiveConnection } from './connection';
import type { LrsClient, LrsConnection } from './lrs-client';
import { learningRecordsRepository as repository } from './repository';

export interface DeliveryDeps {
  db: Database;
  client: LrsClient;
  lrs: Config['lrs'];
  /** Activities are named under this address in the statements sent. */
  origin: string;
  now: () => Date;
  log?: FastifyBaseLogger;
}

type Item = { id: string; statement: object };

interface BatchResult {
  delivered: string[];
  parked: { id: string; reason: string }[];
  /** Not sent for a passing reason (the store down or slow): these wait and are tried again. */
  failed: { ids: string[]; reason: string } | null;
}

export interface DeliveryTotals {
  configured: boolean;
  delivered: number;
  parked: number;
  failed: number;
  requests: number;
}

/**
 * Sends the outbox to the store, a batch at a time, each statement at least once; the store
 * keeps each id once (ours, set when the statement was written), so a batch sent again after a
 * timeout or a crash does not make a second copy: its 409 counts as delivered. A batch the store
 * refuses (400) or partly has (409) is halved until the refused statement stands alone; that one
 * is parked with the store's reason and the others go through.
 */
export function createLearningRecordDelivery(deps: DeliveryDeps) {
  const { db, client, lrs, origin, now, log } = deps;
  let stopped = false;
  /** Wakes `run` from its pause between rounds, so a shutdown does not wait it out. */
  const sleepers = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, Math.max(0, ms));
      sleepers.add(wake);
    });

  async function sendNarrowing(
    connection: LrsConnection,
    items: Item[],
    totals: DeliveryTotals,
  ): Promise<BatchResult> {
    totals.requests += 1;
    const outcome = await client.send(
      connection,
      items.map((item) => item.statement),
    );
    const ids = items.map((item) => item.id);
    if (outcome.kind === 'stored') return { delivered: ids, parked: [], failed: null };
    if (outcome.kind === 'failed')
      return { delivered: [], parked: [], failed: { ids, reason: outcome.reason } };
    const [only] = items;
    if (items.length === 1 && only) {
      if (outcome.kind === 'conflict') return { delivered: ids, parked: [], failed: null };
      return { delivered: [], parked: [{ id: only.id, reason: outcome.reason }], failed: null };
    }
    const middle = Math.ceil(items.length / 2);
    const first = await sendNarrowing(connection, items.slice(0, middle), totals);
    const rest = items.slice(middle);
    if (first.failed)
      return {
        ...first,
        failed: { ...first.failed, ids: [...first.failed.ids, ...rest.map((item) => item.id)] },
      };
    const second = await sendNarrowing(connection, rest, totals);
    return {
      delivered: [...first.delivered, ...second.delivered],
      parked: [...first.parked, ...second.parked],
      failed: second.failed,
    };
  }

  /** One batch: claimed, sent, and its outcome written. Answers how many were claimed. */
  async function deliverBatch(connection: LrsConnection, totals: DeliveryTotals) {
    const started = now();
    const leaseUntil = new Date(started.getTime() + lrs.timeoutMs * 3 + 30_000);
    const ids = await repository.claimDue(db, started, leaseUntil, lrs.batchSize);
    if (ids.length === 0) return { claimed: 0, failed: false };
    const rows = await repository.statementsFor(db, ids);
    // A statement deleted since it was claimed (its learner's account removed) took its outbox
    // row with it: there is nothing to send for it.
    if (rows.length === 0) return { claimed: ids.length, failed: false };
    const items = rows.map((row) => ({
      id: row.statement.id,
      statement: toXapiStatement(row, origin),
    }));
    const result = await sendNarrowing(connection, items, totals);
    const at = now();
    for (const { id, reason } of result.parked) await repository.park(db, id, reason, at);
    if (result.delivered.length > 0 || !result.failed)
      await repository.delivered(db, result.delivered, at);
    if (result.failed) {
      await repository.retryLater(db, result.failed.ids, at, result.failed.reason);
      log?.warn(
        { statements: result.failed.ids.length, reason: result.failed.reason },
        'learning record store delivery failed',
      );
    }
    totals.delivered += result.delivered.length;
    totals.parked += result.parked.length;
    totals.failed += result.failed?.ids.length ?? 0;
    return { claimed: ids.length, failed: result.failed !== null };
  }

  const emptyTotals = (): DeliveryTotals => ({
    configured: false,
    delivered: 0,
    parked: 0,
    failed: 0,
    requests: 0,
  });

  /**
   * Sends every due statement, batch after batch, until `until` (a time from `Date.now()`), and
   * stops at the first batch that fails: the store is down or slow, and the statements wait out
   * their backoff. Without a configured store nothing is taken: the outbox keeps filling and is
   * sent once one is set.
   */
  async function deliverDue(until = Number.POSITIVE_INFINITY): Promise<DeliveryTotals> {
    const totals = emptyTotals();
    const { connection } = effectiveConnection(await repository.connection(db), lrs.connection);
    if (!connection) return totals;
    totals.configured = true;
    while (!stopped && Date.now() < until) {
      const batch = await deliverBatch(connection, totals);
      if (batch.claimed === 0 || batch.failed) break;
    }
    return totals;
  }

  return {
    deliverDue: () => deliverDue(),

    /**
     * The scheduled job: delivers for up to `forMs`, looking again every `idleMs` while the outbox
     * is empty, so a statement reaches the store within seconds though the job starts each minute.
     * It ends in time for the next minute's run, however long the backlog.
     */
    async run(forMs = 50_000, idleMs = 1_000) {
      const until = Date.now() + forMs;
      const totals = emptyTotals();
      while (!stopped && Date.now() < until) {
        const round = await deliverDue(until);
        totals.configured = round.configured;
        totals.delivered += round.delivered;
        totals.parked += round.parked;
        totals.failed += round.failed;
        totals.requests += round.requests;
        await pause(round.configured ? idleMs : Math.min(until - Date.now(), 10_000));
      }
      return totals;
    },

    /** Ends `run` at its next step, for a graceful shutdown. */
    stop() {
      stopped = true;
      for (const wake of [...sleepers]) wake();
    },
  };
}
export type LearningRecordDelivery = ReturnType<typeof createLearningRecordDelivery>;
