import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** One typed handle for both drivers: drizzle's PGlite and node-postgres databases. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Plain SQL on the same database, for libraries that bring their own queries (the job queue). */
export interface SqlExecutor {
  /** Without values the text may hold several statements. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  sql: SqlExecutor;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /** The PostgreSQL pool's connections, for metrics; the embedded database has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Hears each PostgreSQL query's duration in seconds, for metrics (not on the embedded database). */
  observeQueries?(listener: (seconds: number) => void): void;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Extensions the migrations create (`pg_trgm`: the admins' user search, decision 0042). */
export const pgliteExtensions = { pg_trgm };

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; snapshot: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection that PostgreSQL closes (restart, admin termination) is dropped from the
    // pool and replaced on the next query; unhandled, its error would stop the process.
    pool.on('error', (error) =>
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`),
    );
    // A connection checked out for a transaction has no listener of the pool's: PostgreSQL going
    // away under it (an immediate restart, a cut network) emitted an unhandled 'error' and stopped
    // the process. The transaction's query fails with the same error, answered 503 (0037).
    pool.on('connect', (client) =>
      client.on('error', (error) =>
        console.warn(`PostgreSQL closed a connection in use: ${error.message}`),
      ),
    );
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    const timed = timeQueries(pool);
    // `/readyz` asks whether the database answers, on a connection of its own: through the pool
    // it queued behind a busy instance's page queries past HAProxy's 1 s check, and under a
    // district's load every instance was taken out of the balancer at once (decision 0040).
    const probe = new pg.Pool({ connectionString: target.url, max: 1 });
    probe.on('error', () => undefined);
    return {
      db,
      kind: 'postgres',
      sql: {
        async executeSql(text, values) {
          if (values?.length) return pool.query(text, values);
          const connection = await pool.connect();
          try {
            return await connection.query(text);
          } catch (error) {
            await rollBackFailedScript((script) => connection.query(script));
            throw error;
          } finally {
            connection.release();
          }
        },
      },
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
      ping: () => ping((text) => probe.query(text)),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      observeQueries: timed.observe,
      close: async () => {
        await Promise.all([pool.end(), probe.end()]);
      },
    };
  }
  const client =
    'snapshot' in target
      ? await PGlite.create({ loadDataDir: target.snapshot, extensions: pgliteExtensions })
      : await openPgliteDir(target.dataDir);
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    sql: {
      async executeSql(text, values) {
        if (values?.length) return client.query(text, values);
        // PGlite's extended protocol takes one statement; `exec` takes a script.
        try {
          const results = await client.exec(text);
          return results.at(-1) ?? { rows: [] };
        } catch (error) {
          await rollBackFailedScript((script) => client.exec(script));
          throw error;
        }
      },
    },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: () => ping((text) => client.query(text)),
    close: () => client.close(),
  };
}

/**
 * Times every query on every connection the pool makes (node-postgres has no query event): the
 * pool's own `query` and transactions alike go through a connection's `query`, with a callback or
 * a promise.
 */
function timeQueries(pool: pg.Pool) {
  const listeners: ((seconds: number) => void)[] = [];
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      if (listeners.length === 0) return query(...args);
      const started = performance.now();
      const done = () => {
        const seconds = (performance.now() - started) / 1000;
        for (const listener of listeners) listener(seconds);
      };
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          done();
          return last(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.then(done, done);
      return result;
    };
  });
  return { observe: (listener: (seconds: number) => void) => void listeners.push(listener) };
}

/**
 * A script that opened a transaction and failed part-way leaves its connection inside the
 * aborted transaction (the job queue's set-up does, by design, when two instances race to
 * create its tables); ending it keeps the connection usable. Outside a transaction the
 * ROLLBACK only warns.
 */
async function rollBackFailedScript(run: (script: string) => Promise<unknown>) {
  await run('ROLLBACK').catch(() => undefined);
}

async function openPgliteDir(dataDir: string): Promise<PGlite> {
  // PGlite does not create parent directories itself.
  await mkdir(dataDir, { recursive: true });
  return PGlite.create({ dataDir, extensions: pgliteExtensions });
}

async function ping(query: (text: string) => Promise<unknown>): Promise<boolean> {
  try {
    await query('select 1');
    return true;
  } catch {
    return false;
  }
}
