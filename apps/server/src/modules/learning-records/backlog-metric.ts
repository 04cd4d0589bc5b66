import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/database';
import { learningRecordsRepository } from './repository';

/** The outbox's size at each scrape, so an alert can fire before a school's LRS misses a day. */
export function measureBacklog(registry: Registry, db: Database) {
  new Gauge({
    name: 'sparked_lrs_outbox_statements',
    help: 'Statements waiting for the learning record store (pending) or set aside (parked).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await learningRecordsRepository.counts(db);
      this.set({ status: 'pending' }, counts.backlog);
      this.set({ status: 'parked' }, counts.parked);
    },
  });
}
