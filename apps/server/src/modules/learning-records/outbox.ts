import type { Database } from '../../db/database';
import { learningRecordsRepository } from './repository';

/**
 * Queues a statement for the school's learning record store, in the caller's transaction so the
 * statement and its place in the outbox commit together. Every statement is queued whether a
 * store is set or not: one set later receives everything from the start.
 */
export const queueForLearningRecordStore = (tx: Database, statementId: string) =>
  learningRecordsRepository.enqueue(tx, [statementId]);
