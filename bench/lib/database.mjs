// A PostgreSQL database of the bench's own (`sparked_bench_<random>`), created for one run and
// dropped after it, so a run never reads or leaves another's rows.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function createBenchDatabase(baseUrl) {
  const name = `sparked_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Call once the servers using it have stopped. */
    drop: async () => {
      await disconnected(admin, name);
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Waits (up to 15 s) for a stopped server's connections to close: a server still shutting down
 * when its database is dropped would fail noisily.
 */
async function disconnected(admin, name) {
  for (let attempt = 0; attempt < 30; attempt++) {
    const { rows } = await admin.query(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
