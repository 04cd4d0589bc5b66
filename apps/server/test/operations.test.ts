import { randomBytes } from 'node:crypto';
import { type AddressInfo, createServer, type Server, Socket } from 'node:net';
import { endpoints, mountedPath } from '@sparked/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/database';
import { isDatabaseUnavailable } from '../src/http/database-unavailable';
import { createIdempotency } from '../src/http/idempotency';
import { createMemoryStore } from '../src/http/rate-limit';
import { drain } from '../src/http/shutdown';
import { seedThemes } from '../src/seed/seed';
import { databaseUrl } from './support/postgres-urls';
import { createTestApp, openTestDatabase, type TestApp } from './support/test-app';
import { createUser, registerStudent } from './support/users';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const metricsToken = 'scraper-token-of-sixteen-chars';

/** An app on its own database, listening, with one slow route a drain must wait for. */
async function listeningAppWithSlowRoute(slowMs: number) {
  const database = await openTestDatabase();
  await seedThemes(database.db);
  const rateLimitStore = createMemoryStore();
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    database,
    rateLimitStore,
    serveWeb: false,
  });
  app.get('/test/slow', async () => {
    await pause(slowMs);
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    base,
    /** After a drain, which has closed the app already (or is still closing it). */
    closeDatabase: () => database.close(),
  };
}

describe('stopping gracefully', () => {
  it('fails readiness first, finishes the request in flight, then stops listening', async () => {
    const served = await listeningAppWithSlowRoute(600);
    const slow = fetch(`${served.base}/test/slow`);
    await pause(100);
    const drained = drain(served.app, { delaySeconds: 1, graceSeconds: 5 });

    const ready = await fetch(`${served.base}/readyz`);
    expect(ready.status).toBe(503);
    expect((await ready.json()).error).toBe('This instance is stopping.');
    // Still serving while the load balancer notices.
    expect((await fetch(`${served.base}/healthz`)).status).toBe(200);

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    const { finished, ms } = await drained;
    expect(finished).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(1000);
    await expect(fetch(`${served.base}/healthz`)).rejects.toThrow();
    await served.closeDatabase();
  }, 60_000);

  it('gives up on a request that outlasts the grace period', async () => {
    const served = await listeningAppWithSlowRoute(3000);
    const slow = fetch(`${served.base}/test/slow`).catch(() => undefined);
    await pause(100);
    const { finished, ms } = await drain(served.app, { delaySeconds: 0, graceSeconds: 1 });
    expect(finished).toBe(false);
    expect(ms).toBeLessThan(2000);
    await slow;
    await served.closeDatabase();
  }, 60_000);
});

describe('request ids and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: metricsToken });
  });
  afterAll(() => t.close());

  it('names every answer with a request id, keeping a proxy’s id when it looks like one', async () => {
    const fresh = await t.app.inject('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: '/nowhere', headers: { 'x-request-id': 'haproxy-42' } });
    expect(kept.statusCode).toBe(404);
    expect(kept.headers['x-request-id']).toBe('haproxy-42');
    const replaced = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes Prometheus metrics per endpoint name only to the token holder', async () => {
    await registerStudent(t.app);
    expect((await t.app.inject('/metrics')).statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { 'x-metrics-token': 'not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(401);
    const scraped = await t.app.inject({
      url: '/metrics',
      headers: { 'x-metrics-token': metricsToken },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const text = scraped.body;
    expect(text).toMatch(
      /sparked_http_request_duration_seconds_count\{endpoint="registerStudent",method="POST",status="201"\} 1/,
    );
    expect(text).toMatch(
      /sparked_http_request_duration_seconds_count\{endpoint="metrics",method="GET",status="401"\} 2/,
    );
    expect(text).toContain('sparked_process_cpu_seconds_total');
    expect(text).toMatch(/sparked_lrs_outbox_statements\{status="pending"\} \d+/);
    expect(text).toContain('sparked_live_sockets');
    // Never a raw address: an id in a path would make a series per learner.
    expect(text).not.toMatch(/endpoint="\//);
  });

  it('keeps metrics off when no token is set', async () => {
    const plain = await createTestApp();
    const answer = await plain.app.inject('/metrics');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toBe('Metrics are off: set METRICS_TOKEN to publish them.');
    await plain.close();
  });
});

/**
 * A TCP hop between the app and PostgreSQL that the test can cut and mend: PostgreSQL
 * "restarting" without touching the server every other test uses.
 */
async function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      const listening = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server = listening;
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as AddressInfo).port;
        resolve();
      });
    });
  await open();
  return {
    get port() {
      return port;
    },
    cut: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server?.close(() => resolve()));
    },
    mend: open,
  };
}

const target = inject('databaseTarget');

describe.skipIf(target.kind !== 'postgres')('PostgreSQL going away', () => {
  let app: FastifyInstance;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let db: Database;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    if (target.kind !== 'postgres') return;
    const name = `sparked_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: target.baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${target.template}"`);
    await admin.end();
    const base = new URL(target.baseUrl);
    proxy = await cuttableProxy({ host: base.hostname, port: Number(base.port || 5432) });
    const viaProxy = new URL(databaseUrl(target.baseUrl, name));
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const database = await openDatabase({ kind: 'postgres', url: viaProxy.toString() });
    db = database.db;
    await seedThemes(database.db);
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database,
      rateLimitStore: createMemoryStore(),
      serveWeb: false,
    });
    await app.ready();
    dropDatabase = async () => {
      await app.close();
      await database.close();
      const dropper = new pg.Client({ connectionString: target.baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    };
  });
  afterAll(() => dropDatabase?.());

  // Signing in reads the account: a request that needs the database every time.
  const signIn = () =>
    app.inject({
      method: 'POST',
      url: mountedPath(endpoints.login),
      payload: { email: 'nobody@sparked.test', password: 'not a password of anyone' },
    });

  it('answers 503 with Retry-After while it is down, and recovers by itself', async () => {
    expect((await signIn()).statusCode).toBe(401);
    await proxy.cut();

    const down = await signIn();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({
      statusCode: 503,
      code: 'unavailable',
      error: 'Sparked cannot reach its database just now. Try again in a few seconds.',
      message: { id: 'error.database-unreachable' },
    });
    expect((await app.inject('/readyz')).statusCode).toBe(503);

    await proxy.mend();
    expect((await signIn()).statusCode).toBe(401);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });

  it('gives back the Idempotency-Key of a write the outage cut off, so its retry runs at once', async () => {
    const student = await createUser(db, 'student');
    const answerOnce = createIdempotency(db);
    const purchase = {
      method: 'POST',
      url: '/sparked-api/items/refill/purchase',
      body: { category_id: 'power-ups' },
      headers: { 'idempotency-key': 'bought-as-postgres-restarted' },
    } as unknown as FastifyRequest;
    // The key is taken, then PostgreSQL goes while the purchase's transaction runs: the release
    // of the key fails as the request does. (The cut also ends the transaction's checked-out
    // connection, whose 'error' went unhandled and would stop a server; vitest fails on it.)
    const cutOff = answerOnce(purchase, student.id, 200, (transaction) =>
      transaction(async (tx) => {
        await proxy.cut();
        return tx.execute(sql`select 1`);
      }),
    );
    await expect(cutOff).rejects.toSatisfy(isDatabaseUnavailable);
    await proxy.mend();
    // The client's retry (after Retry-After) does the purchase, instead of a 409 "still being
    // processed" until the key counts as abandoned a minute later.
    const retried = await vi.waitFor(
      () => answerOnce(purchase, student.id, 200, async () => ({ bought: true })),
      { timeout: 5000, interval: 250 },
    );
    expect(retried).toEqual({ status: 200, body: '{"bought":true}', replayed: false });
  });
});

describe.skipIf(target.kind !== 'postgres')('a busy instance', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it('stays ready while page queries hold every pooled connection', async () => {
    const { app, database } = testApp;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The test database's pool has 20 connections: every one held in a transaction.
    const busy = Array.from({ length: 20 }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await held;
      }),
    );
    await vi.waitFor(() => expect(database.poolStats?.().idle).toBe(0));
    const queued = database.db.execute(sql`select 1`).then(() => 'answered');
    try {
      const started = performance.now();
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(1000);
      // The probe went past the pool: a page's query still waits for a connection.
      expect(await Promise.race([queued, pause(200).then(() => 'waiting')])).toBe('waiting');
    } finally {
      release();
      await Promise.all(busy);
      await queued;
    }
  });
});
