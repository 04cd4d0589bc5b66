import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/database';
import { measureJobQueue } from './job-metrics';

/** What a job run is given: a logger naming the job and, when a request queued it, its id. */
export interface JobContext {
  log: FastifyBaseLogger;
  /** pg-boss's id of this job: the same when a retry runs it again. */
  jobId: string;
  /** The id of the request that queued this run (`X-Request-Id`), if one did. */
  requestId?: string;
}

/** Work that runs on a schedule rather than for a request (architecture: work that is not a request). */
export interface ScheduledJob {
  name: string;
  /** Five-field cron, in UTC; none for a job that runs only when queued. */
  cron?: string;
  run(context: JobContext): Promise<unknown>;
}

/** Queues a job now; given the request that asks, the request's id goes with it (decision 0041). */
export interface JobSender {
  send(name: string, from?: { id: string }): Promise<string>;
}

/** The platform's sender, which the composition root attaches to the queue once it runs. */
export interface QueuedJobs extends JobSender {
  attach(queue: JobSender): void;
}

export interface JobQueue extends JobSender {
  /** Queues a job now and waits for a worker (on any instance) to finish it. */
  runNow(name: string, from?: { id: string }): Promise<void>;
  /**
   * Stops taking jobs, lets the running ones finish for up to `stopTimeoutMs`, then hands back
   * any still running (marked failed with retries left, so another instance takes them).
   */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** Job depth and failures per queue (decision 0041). */
  metrics?: Registry;
  /** How long a stop waits for running jobs before handing them back. */
  stopTimeoutMs?: number;
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

const queueOptions = (database: DatabaseHandle) => ({ db: database.sql, schema: 'jobs' });

/**
 * Installs (or migrates) pg-boss's tables in the `jobs` schema and nothing more. Preparing a
 * database runs it once, before instances start (decision 0040): pg-boss guards its install
 * with an advisory lock, yet three instances installing at the same moment on PostgreSQL still
 * collided on the schema's name (23505), and the loser stopped.
 */
export async function installJobQueue(database: DatabaseHandle): Promise<void> {
  const boss = new PgBoss({ ...queueOptions(database), supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

/** The data a queued job carries: only the id of the request that queued it. */
interface JobData {
  requestId?: string;
}

/**
 * pg-boss over the app's own database, PostgreSQL or PGlite alike. Its cron hands each slot of a
 * schedule to exactly one job across instances, and a worker takes a job with `SKIP LOCKED`, so
 * one instance runs it; the jobs themselves are written to be safe to run twice anyway (a retry
 * after a crash or a stop that handed the job back), each change guarded by a conditional update.
 */
export async function startJobQueue(
  database: DatabaseHandle,
  jobs: readonly ScheduledJob[],
  log: FastifyBaseLogger,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const boss = new PgBoss(queueOptions(database));
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const counted = options.metrics ? measureJobQueue(options.metrics, database) : undefined;
  for (const job of jobs) {
    await ensureQueue(boss, job.name);
    if (job.cron) await boss.schedule(job.name, job.cron);
    await boss.work<JobData>(job.name, { pollingIntervalSeconds: 2 }, async ([queued]) => {
      const requestId = queued?.data?.requestId;
      // `reqId` is the key Fastify's request log lines carry: one search finds both.
      const jobLog = log.child({
        job: job.name,
        jobId: queued?.id,
        ...(requestId && { reqId: requestId }),
      });
      try {
        const result = await job.run({ log: jobLog, jobId: queued?.id ?? '', requestId });
        counted?.finished(job.name, 'completed');
        jobLog.debug({ result }, 'job done');
      } catch (error) {
        counted?.finished(job.name, 'failed');
        jobLog.warn({ err: error }, 'job failed');
        throw error;
      }
    });
  }

  const send = async (name: string, from?: { id: string }) => {
    const id = await boss.send(name, from ? { requestId: from.id } : {});
    if (!id) throw new Error(`${name} was not queued`);
    return id;
  };
  return {
    send,
    async runNow(name, from) {
      const id = await send(name, from);
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
    stop: () => boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 30_000 }),
  };
}

/**
 * The platform's `jobs`: made before the queue starts (domains take it while they register),
 * answering once `attach` hands it the running queue. Without a queue (tests that run no jobs)
 * sending fails, as the job would never run.
 */
export function createJobSender(): QueuedJobs {
  let queue: JobSender | undefined;
  return {
    attach(running) {
      queue = running;
    },
    send(name, from) {
      if (!queue)
        return Promise.reject(new Error(`The job queue is not running: ${name} not queued`));
      return queue.send(name, from);
    },
  };
}
