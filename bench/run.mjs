#!/usr/bin/env node
// `npm run bench`: throughput and latency of the public themes call and authenticated calls,
// beside bare Fastify + one SQL query on the same database kind; purchases on PostgreSQL when one
// is offered (BENCH_DATABASE_URL or TEST_DATABASE_URL); Janus send-to-completed-run times on the
// local engine; then the JS that `/` loads.
import { startBaseline } from './lib/baseline.mjs';
import { scriptsLoadedBy } from './lib/bundle-size.mjs';
import { measureJanusTurns } from './lib/help-desk.mjs';
import { measure, printTable } from './lib/load.mjs';
import { measurePurchases } from './lib/purchases.mjs';
import { registerStudent, startServer } from './lib/server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const server = await startServer(port);
let baseline;
try {
  const session = await registerStudent(server.url);
  const themes = (await (await fetch(`${server.url}/api/website/themes`)).json()).data;
  baseline = await startBaseline(port + 1, themes);
  const auth = { authorization: `Bearer ${session.accessToken}` };

  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}\n`);
  const rows = [];
  rows.push(await measure({ title: 'baseline: bare Fastify + 1 SQL query', url: baseline.url }));
  rows.push(
    await measure({ title: 'GET /api/website/themes', url: `${server.url}/api/website/themes` }),
  );
  rows.push(
    await measure({
      title: 'GET /sso/auth/me (bearer JWT + 1 query)',
      url: `${server.url}/sso/auth/me`,
      headers: auth,
    }),
  );
  rows.push(
    await measure({
      title: 'GET /tools-api/wallets (bearer JWT, refill check)',
      url: `${server.url}/tools-api/wallets`,
      headers: auth,
    }),
  );
  printTable(rows);

  const turns = 200;
  const janus = await measureJanusTurns(server.url, session, turns);
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`\nJanus on the local engine, ${turns} sequential turns, send → completed run:`);
  console.log(
    `  push-thread (server waits):   p50 ${ms(janus.push.p50)}, p95 ${ms(janus.push.p95)}`,
  );
  console.log(
    `  prompt + run polling (5 ms):  p50 ${ms(janus.poll.p50)}, p95 ${ms(janus.poll.p95)}`,
  );

  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    console.log('\npurchases on PostgreSQL, 50 connections, a database of their own:');
    printTable([await measurePurchases(port + 2, postgresUrl)]);
  } else {
    console.log(
      '\npurchases: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL URL)',
    );
  }

  const bundle = await scriptsLoadedBy(server.url, '/', session);
  console.log(
    `\nJS loaded by / (signed-in student): ${bundle.files} files, ` +
      `${(bundle.gzipBytes / 1024).toFixed(1)} kB gzip (${(bundle.rawBytes / 1024).toFixed(1)} kB raw)`,
  );
} finally {
  await baseline?.stop();
  server.stop();
}
