import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createLearningRecordDelivery } from './delivery';
import { createHttpLrsClient, type LrsClient } from './lrs-client';
import { learningRecordsRepository } from './repository';
import { createLearningRecordsAdmin } from './service';

export { createLearningRecordDelivery, type LearningRecordDelivery } from './delivery';
export { createHttpLrsClient, type LrsClient, type LrsConnection } from './lrs-client';
export { registerLearningRecords } from './register';

/**
 * Queues a statement for the school's learning record store, in the caller's transaction so the
 * statement and its place in the outbox commit together. Every statement is queued whether a
 * store is set or not: one set later receives everything from the start.
 */
export const queueForLearningRecordStore = (tx: Database, statementId: string) =>
  learningRecordsRepository.enqueue(tx, [statementId]);

/** The domain as the app builds it: the admin use cases and the outbox's sender. */
export function createLearningRecords(deps: {
  db: Database;
  config: Config;
  now: () => Date;
  log?: FastifyBaseLogger;
  client?: LrsClient;
}) {
  const { db, config, now, log } = deps;
  const client = deps.client ?? createHttpLrsClient(config.lrs.timeoutMs);
  const common = { db, client, lrs: config.lrs, now };
  return {
    admin: createLearningRecordsAdmin(common),
    delivery: createLearningRecordDelivery({ ...common, origin: config.publicUrl, log }),
  };
}
