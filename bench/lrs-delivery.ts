// `npm run bench:lrs`: how fast the learning record store outbox drains. On a PostgreSQL database
// of its own (BENCH_DATABASE_URL or TEST_DATABASE_URL, else the local server), it queues a
// backlog of statements as the activity engine does and times the sender, the same code the
// scheduled job runs, against the in-repo fake store (which validates every statement with
// Learning Locker's validator, in this same process), at two batch sizes and with the store
// answering at once or 50 ms late. Also: how long one new statement waits with no backlog.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { classes, users } from '../apps/server/src/db/schema';
import { createLearningRecords } from '../apps/server/src/modules/learning-records';
import { fakeLrs } from '../apps/server/test/support/fake-lrs';
import { createBenchDatabase } from './lib/database.mjs';

const backlog = Number(process.env.BENCH_LRS_BACKLOG ?? 5_000);
const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const bench = await createBenchDatabase(postgresUrl);
const database = await openDatabase({ kind: 'postgres', url: bench.url });
const lrs = await fakeLrs();
try {
  await database.migrate();
  const [user] = await database.db
    .insert(users)
    .values({
      email: `bench-${randomUUID()}@sparked.test`,
      firstName: 'Bench',
      lastName: 'Learner',
      role: 'student',
      passwordHash: 'x',
    })
    .returning({ id: users.id });
  const [klass] = await database.db
    .insert(classes)
    .values({ name: 'Bench class', ownerId: user?.id ?? '' })
    .returning({ id: classes.id });

  /** `count` statements in the outbox, as the engine leaves them (in bulk, to set up fast). */
  const queue = async (count: number) => {
    await database.db.execute(sql`
      WITH written AS (
        INSERT INTO learning_statements
          (id, user_id, class_id, module_id, module_version, activity_id, verb, result, outcome,
           activity_type, activity_title, module_title, created_at)
        SELECT gen_random_uuid(), ${user?.id}, ${klass?.id}, gen_random_uuid(), 1, gen_random_uuid(),
          'completed', '{}'::jsonb, '{"completion": true}'::jsonb, 'ebook', 'Bench activity',
          'Bench module', now() + n * interval '1 ms'
        FROM generate_series(1, ${count}) AS n
        RETURNING id
      )
      INSERT INTO lrs_outbox (statement_id) SELECT id FROM written`);
  };

  const rows: string[][] = [];
  for (const batchSize of [100, 20])
    for (const latencyMs of [0, 50]) {
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        XAPI_LRS_ENDPOINT: lrs.url,
        XAPI_LRS_BATCH_SIZE: String(batchSize),
      });
      const { delivery } = createLearningRecords({
        db: database.db,
        config,
        now: () => new Date(),
      });
      if (latencyMs > 0) lrs.stall(latencyMs, true);
      else lrs.normal();
      await queue(backlog);
      const posts = lrs.posts().length;
      const started = performance.now();
      const totals = await delivery.deliverDue();
      const seconds = (performance.now() - started) / 1000;
      if (totals.delivered !== backlog)
        throw new Error(`delivered ${totals.delivered} of ${backlog}`);
      rows.push([
        String(batchSize),
        `${latencyMs} ms`,
        String(backlog),
        String(lrs.posts().length - posts),
        `${(backlog / seconds).toFixed(0)} /s`,
        `${seconds.toFixed(2)} s`,
      ]);
    }

  // One statement with nothing ahead of it: the time the sender takes once it looks.
  const config = loadConfig({ LOG_LEVEL: 'silent', XAPI_LRS_ENDPOINT: lrs.url });
  const { delivery } = createLearningRecords({ db: database.db, config, now: () => new Date() });
  lrs.normal();
  const singles: number[] = [];
  for (let run = 0; run < 50; run += 1) {
    await queue(1);
    const started = performance.now();
    await delivery.deliverDue();
    singles.push(performance.now() - started);
  }
  singles.sort((a, b) => a - b);
  const duplicates = [...lrs.writes.values()].filter((writes) => writes > 1).length;

  console.log(`Learning record store delivery on PostgreSQL, ${backlog} queued statements:`);
  console.table(
    rows.map(([batch, latency, queued, requests, rate, drained]) => ({
      batch,
      'store latency': latency,
      queued,
      requests,
      throughput: rate,
      'last statement waited': drained,
    })),
  );
  console.log(
    `One statement, empty outbox: median ${singles[25]?.toFixed(1)} ms, p95 ${singles[47]?.toFixed(1)} ms from the sender's look to the store's 200 (the job looks every second).`,
  );
  console.log(`Statements written to the store more than once: ${duplicates}.`);
} finally {
  await lrs.close();
  await database.close();
  await bench.drop();
}
