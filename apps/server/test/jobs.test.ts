import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { createMemoryStore } from '../src/http/rate-limit';
import { drain } from '../src/http/shutdown';
import { type JobQueue, type ScheduledJob, startJobQueue } from '../src/modules/core/job-queue';
import { seedThemes } from '../src/seed/seed';
import { openTestDatabase } from './support/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const metricsToken = 'scraper-token-of-sixteen-chars';

async function within(ms: number, check: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await pause(50);
  }
}

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

let database: DatabaseHandle;
let app: FastifyInstance;
let queue: JobQueue;
const captured = capturedLog();
const heard: { requestId?: string }[] = [];

const jobs: ScheduledJob[] = [
  {
    name: 'test/echo',
    async run({ log, requestId }) {
      heard.push({ requestId });
      log.info('echo ran');
    },
  },
  {
    name: 'test/fail',
    async run() {
      throw new Error('this job always fails');
    },
  },
];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedThemes(database.db);
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', METRICS_TOKEN: metricsToken }),
    database,
    rateLimitStore: createMemoryStore(),
    serveWeb: false,
  });
  // A request that queues a job, as a domain's handler does through the platform.
  app.post('/test/queue/:name', async (request) => {
    const { name } = request.params as { name: string };
    return { jobId: await app.platform.jobs.send(`test/${name}`, request) };
  });
  queue = await startJobQueue(database, jobs, captured.log as never, {
    metrics: app.platform.metrics,
  });
  app.platform.jobs.attach(queue);
  await app.ready();
}, 240_000);

afterAll(async () => {
  await queue?.stop();
  // pg-boss's stop does not wait for a fetch in flight (the failing job's retries keep one
  // coming): one polling interval lets it end before the database closes under it.
  await pause(2500);
  await app?.close();
  await database?.close();
}, 120_000);

const scrape = async () =>
  (await app.inject({ url: '/metrics', headers: { 'x-metrics-token': metricsToken } })).body;

describe('jobs a request queues', () => {
  it('carry the request id into the job and its log lines', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/test/queue/echo',
      headers: { 'x-request-id': 'req-for-the-job-1' },
    });
    expect(answer.statusCode).toBe(200);
    const { jobId } = answer.json();
    await within(15_000, () => heard.some((run) => run.requestId === 'req-for-the-job-1'));
    const line = captured.lines.find((entry) => entry.msg === 'echo ran');
    expect(line).toMatchObject({ reqId: 'req-for-the-job-1', job: 'test/echo', jobId });
  }, 30_000);

  it('counts runs and failures per queue, and the jobs waiting', async () => {
    const before = await scrape();
    expect(before).toMatch(/sparked_job_runs_total\{queue="test\/echo",outcome="completed"\} 1/);
    expect(before).toContain('# TYPE sparked_job_queue_jobs gauge');
    await app.inject({ method: 'POST', url: '/test/queue/fail' });
    await within(15_000, async () =>
      /sparked_job_runs_total\{queue="test\/fail",outcome="failed"\} 1/.test(await scrape()),
    );
    const failedLine = captured.lines.find((entry) => entry.msg === 'job failed');
    expect(failedLine).toMatchObject({ job: 'test/fail', level: 40 });
    // pg-boss retries it (twice by default): waiting as a retry, or running again, meanwhile.
    expect(await scrape()).toMatch(
      /sparked_job_queue_jobs\{queue="test\/fail",state="(retry|active)"\} 1/,
    );
  }, 40_000);
});

describe('metrics of what an instance holds and owes', () => {
  it('publishes the database, socket and delivery backlog series', async () => {
    const text = await scrape();
    expect(text).toMatch(/sparked_lms_score_outbox_scores\{status="pending"\} 0/);
    expect(text).toMatch(/sparked_lrs_outbox_statements\{status="pending"\} \d+/);
    expect(text).toContain('# TYPE sparked_live_sockets gauge');
    expect(text).toContain('# TYPE sparked_live_rooms gauge');
    expect(text).toContain('# TYPE sparked_database_query_duration_seconds histogram');
    if (database.kind !== 'postgres') return;
    // PostgreSQL only: the embedded database has no pool and is not timed.
    const count = (body: string) =>
      Number(/sparked_database_query_duration_seconds_count (\d+)/.exec(body)?.[1] ?? 0);
    const queried = count(text);
    expect(queried).toBeGreaterThan(0);
    await app.inject('/readyz');
    expect(count(await scrape())).toBeGreaterThan(queried);
    expect(text).toMatch(/sparked_database_pool_connections\{state="total"\} [1-9]/);
  });
});

describe('stopping mid-job', () => {
  it('hands a job still running when the grace ends back to another instance', async () => {
    const runs: { instance: string; jobId?: string; finished: boolean }[] = [];
    const slow = (instance: string, ms: number): ScheduledJob => ({
      name: 'test/slow',
      async run({ jobId }) {
        const run = { instance, finished: false, jobId };
        runs.push(run);
        await pause(ms);
        run.finished = true;
      },
    });
    // The stopping instance: an app whose close stops its queue, as buildApp's does.
    const stopping = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database,
      rateLimitStore: createMemoryStore(),
      serveWeb: false,
    });
    const first = await startJobQueue(database, [slow('first', 4000)], stopping.log, {
      stopTimeoutMs: 1000,
    });
    stopping.addHook('onClose', () => first.stop());
    await stopping.ready();
    const jobId = await first.send('test/slow');
    await within(15_000, () => runs.some((run) => run.instance === 'first'));

    const { finished } = await drain(stopping, { delaySeconds: 0, graceSeconds: 10 });
    expect(finished).toBe(true);
    // Stopped before its job ended: handed back, not left running for its expiry.
    expect(runs.find((run) => run.instance === 'first')?.finished).toBe(false);

    const second = await startJobQueue(database, [slow('second', 100)], stopping.log);
    try {
      await within(15_000, () => runs.some((run) => run.instance === 'second' && run.finished));
      expect(runs.find((run) => run.instance === 'second')?.jobId).toBe(jobId);
    } finally {
      await second.stop();
      // The handed-back run still ends in this process, and pg-boss then marks it (a no-op: it is
      // no longer active) without awaiting: let that land before the database closes.
      await within(15_000, () => runs.some((run) => run.instance === 'first' && run.finished));
      await pause(500);
    }
  }, 60_000);
});
