import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { lrsOutbox } from '../../db/schema';
import { measureBacklog } from '../../http/metrics';
import { domainPlugin } from '../core/platform';
import { createLearningRecordDelivery } from './delivery';
import { createHttpLrsClient, type LrsClient } from './lrs-client';
import { queueForLearningRecordStore } from './outbox';
import { registerLearningRecords } from './register';
import { createLearningRecordsAdmin } from './service';

export { createLearningRecordDelivery, type LearningRecordDelivery } from './delivery';
export { createHttpLrsClient, type LrsClient, type LrsConnection } from './lrs-client';
export { queueForLearningRecordStore } from './outbox';
export { registerLearningRecords } from './register';

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

/**
 * Sending every statement to the school's learning record store (decision 0029): queued in the
 * statement's transaction, sent by a job, watched and configured by admins.
 */
export const learningRecordsPlugin = domainPlugin(
  { name: 'learning-records', dependencies: ['learning'] },
  (app, { db, config, now, schedule, metrics }) => {
    const records = createLearningRecords({ db, config, now, log: app.log });
    // So an alert can fire before a school's LRS misses a day.
    measureBacklog(metrics, db, {
      name: 'sparked_lrs_outbox_statements',
      help: 'Statements waiting for the learning record store (pending) or set aside (parked).',
      rows: { table: lrsOutbox, status: lrsOutbox.status },
      statuses: ['pending', 'parked'],
    });
    app.learning.afterStatement(queueForLearningRecordStore);
    registerLearningRecords(app, records);
    schedule({
      name: 'learning-records/deliver',
      cron: '* * * * *',
      run: () => records.delivery.run(),
    });
    // Before any onClose hook stops the job queue, which waits for running jobs: a draining
    // sender ends its loop rather than holding the shutdown for the rest of its minute.
    app.addHook('preClose', async () => records.delivery.stop());
  },
);
