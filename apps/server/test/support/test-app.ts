import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import { createMemoryStore } from '../../src/http/rate-limit';
import { seedEconomy } from '../../src/seed/economy';
import { seedHelpDesk } from '../../src/seed/help-desk';
import { seedThemes } from '../../src/seed/seed';
import { databaseUrl } from './postgres-urls';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A fresh, migrated database (PGlite or PostgreSQL, per the vitest project) for one test file. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const target = inject('databaseTarget');
  if (target.kind === 'pglite') {
    const snapshot = new Blob([await readFile(target.snapshotFile)]);
    return openDatabase({ kind: 'pglite', snapshot });
  }
  const name = `sparked_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${target.template}"`);
  await admin.end();
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(target.baseUrl, name),
    poolSize: 20,
  });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: target.baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Boots the real app on a fresh database; `env` overrides configuration like the real environment. */
export async function createTestApp(
  env: Record<string, string> = {},
  now?: () => Date,
): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const database = await openTestDatabase();
  await seedThemes(database.db);
  await seedEconomy(database.db);
  await seedHelpDesk(database.db);
  const rateLimitStore = createMemoryStore();
  const app = await buildApp({
    config,
    database,
    rateLimitStore,
    serveWeb: false,
    now,
    checkResponses: true,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await rateLimitStore.close();
      await database.close();
    },
  };
}
