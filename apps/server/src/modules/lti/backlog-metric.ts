import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/database';
import { ltiAdvantageRepository } from './advantage-repository';

/** The score outbox's size at each scrape: scores an LMS has not yet had, or refused. */
export function measureScoreBacklog(registry: Registry, db: Database) {
  new Gauge({
    name: 'sparked_lms_score_outbox_scores',
    help: 'Scores waiting to be sent to an LMS (pending) or refused by it (failed).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await ltiAdvantageRepository.outboxCounts(db);
      this.set({ status: 'pending' }, counts.pending);
      this.set({ status: 'failed' }, counts.failed);
    },
  });
}
