#!/usr/bin/env node
// `npm run bench`: throughput and latency of the public themes call and an authenticated call,
// beside bare Fastify + one SQL query on the same database kind, then the JS that `/` loads.
import { startBaseline } from './lib/baseline.mjs';
import { scriptsLoadedBy } from './lib/bundle-size.mjs';
import { measure, printTable } from './lib/load.mjs';
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
  printTable(rows);

  const bundle = await scriptsLoadedBy(server.url, '/', session);
  console.log(
    `\nJS loaded by / (signed-in student): ${bundle.files} files, ` +
      `${(bundle.gzipBytes / 1024).toFixed(1)} kB gzip (${(bundle.rawBytes / 1024).toFixed(1)} kB raw)`,
  );
} finally {
  await baseline?.stop();
  server.stop();
}
