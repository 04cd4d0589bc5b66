// Purchases per second on PostgreSQL: a server of its own on a database of its own
// (`sparked_bench_<random>`, created here and dropped afterwards), 50 connections buying the
// energy refill for 50 students in turn, each purchase one debit, one credit and one ownership
// update in a transaction.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { measure } from './load.mjs';
import { registerStudent, signIn, startServer } from './server.mjs';

const students = 50;

export async function measurePurchases(port, baseUrl) {
  const database = `sparked_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  const server = await startServer(port, { DATABASE_URL: url.toString() });
  try {
    const buyers = await fundedStudents(server.url);
    const store = await (
      await fetch(`${server.url}/tools-api/token-store`, { headers: bearer(buyers[0]) })
    ).json();
    const refill = store.data.categories
      .flatMap((category) => category.items)
      .find((item) => item.name === 'Energy refill');
    let next = 0;
    return await measure({
      title: `POST /sparked-api/items/:id/purchase (${students} students)`,
      url: `${server.url}/sparked-api/items/${refill.id}/purchase`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ category_id: refill.categoryId }),
      connections: 50,
      requests: [
        {
          setupRequest: (request) => {
            next = (next + 1) % buyers.length;
            return { ...request, headers: { ...request.headers, ...bearer(buyers[next]) } };
          },
        },
      ],
    });
  } finally {
    await server.stop();
    await disconnected(admin, database);
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * Waits (up to 15 s) for the stopped server's connections to close: `stop` returns when the
 * process group is signalled, and dropping the database under a server still shutting down
 * would make its connections fail noisily.
 */
async function disconnected(admin, database) {
  for (let attempt = 0; attempt < 30; attempt++) {
    const { rows } = await admin.query(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const bearer = (session) => ({ authorization: `Bearer ${session.accessToken}` });

/** Students with diamonds for far more refills than the run can buy, granted by the demo admin. */
async function fundedStudents(serverUrl) {
  const admin = await signIn(serverUrl, 'admin@sparked.test', 'sparked-admin-demo');
  const sessions = [];
  for (let i = 0; i < students; i++) {
    const session = await registerStudent(serverUrl);
    const granted = await fetch(`${serverUrl}/tools-api/wallets/grants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(admin) },
      body: JSON.stringify({
        userId: session.user.id,
        wallet: 'DIAMONDS',
        amount: 1_000_000,
        reason: 'benchmark purchases',
      }),
    });
    if (!granted.ok) throw new Error(`grant failed: ${granted.status} ${await granted.text()}`);
    sessions.push(session);
  }
  return sessions;
}
