import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/database';

/** Work that runs on a schedule rather than for a request (architecture: work that is not a request). */
export interface ScheduledJob {
  name: string;
  /** Five-field cron, in UTC. */
  cron: string;
  run(): Promise<unknown>;
}

export interface JobQueue {
  /** Queues a job now and waits for a worker (on any instance) to finish it. */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
}

const settleTimeoutMs = 30_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creates the queue unless it exists. Instances starting together race here: pg-boss creates a
 * queue's partition with DDL, and two at once can deadlock (40P01) or collide on the name
 * (23505); the loser tries again and finds the queue made.
 */
async function ensureQueue(boss: PgBoss, name: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!(await boss.getQueue(name))) await boss.createQueue(name);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt === 5 || (code !== '40P01' && code !== '23505')) throw error;
      await pause(50 * attempt);
    }
  }
}

/**
 * pg-boss over the app's own database, PostgreSQL or PGlite alike. Its cron hands each slot of a
 * schedule to exactly one job across instances, and a worker takes a job with `SKIP LOCKED`, so
 * one instance runs it; the jobs themselves are written to be safe to run twice anyway (a retry
 * after a crash), each change guarded by a conditional update.
 */
export async function startJobQueue(
  database: DatabaseHandle,
  jobs: readonly ScheduledJob[],
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  const boss = new PgBoss({ db: database.sql, schema: 'jobs' });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    await ensureQueue(boss, job.name);
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, { pollingIntervalSeconds: 2 }, async () => {
      const result = await job.run();
      log.debug({ job: job.name, result }, 'job done');
    });
  }

  return {
    async runNow(name) {
      const id = await boss.send(name, {});
      if (!id) throw new Error(`${name} was not queued`);
      const deadline = Date.now() + settleTimeoutMs;
      while (Date.now() < deadline) {
        const job = await boss.getJobById(name, id);
        if (job?.state === 'completed') return;
        if (job?.state === 'failed')
          throw new Error(`${name} failed: ${JSON.stringify(job.output)}`);
        await pause(100);
      }
      throw new Error(`${name} did not finish within ${settleTimeoutMs} ms`);
    },
    stop: () => boss.stop({ graceful: true, wait: true }),
  };
}
