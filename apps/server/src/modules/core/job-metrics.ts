import { Counter, Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/database';

/** pg-boss's states before a job is done, as the metric names them. */
const waitingStates: Record<string, string> = {
  created: 'queued',
  retry: 'retry',
  active: 'active',
};

/**
 * The job queue's metrics (decision 0041): how many jobs wait or run per queue, read from
 * pg-boss's table at each scrape (the same figure on every instance: the queue is shared), and
 * how many runs this instance finished per queue and outcome (failures are `outcome="failed"`).
 * Several queues on one registry (tests start more than one) share the series.
 */
export function measureJobQueue(registry: Registry, database: DatabaseHandle) {
  if (!registry.getSingleMetric('sparked_job_queue_jobs'))
    new Gauge({
      name: 'sparked_job_queue_jobs',
      help: 'Jobs waiting (queued, retry) or running (active), by queue.',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        const { rows } = await database.sql.executeSql(
          `select name, state::text as state, count(*)::int as jobs from jobs.job
           where state < 'completed' and name not like '\\_\\_pgboss%' group by name, state`,
        );
        this.reset();
        for (const row of rows as { name: string; state: string; jobs: number }[])
          this.set({ queue: row.name, state: waitingStates[row.state] ?? row.state }, row.jobs);
      },
    });
  const runs =
    (registry.getSingleMetric('sparked_job_runs_total') as
      | Counter<'queue' | 'outcome'>
      | undefined) ??
    new Counter({
      name: 'sparked_job_runs_total',
      help: 'Job runs this instance finished, by queue and outcome (completed or failed).',
      labelNames: ['queue', 'outcome'] as const,
      registers: [registry],
    });
  return {
    finished(queue: string, outcome: 'completed' | 'failed') {
      runs.inc({ queue, outcome });
    },
  };
}
