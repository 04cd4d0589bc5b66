import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';
import { databaseUrl } from '../support/postgres-urls';

/**
 * Migrates a template database once per run; each test file clones it, so reruns and parallel
 * files never share rows.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '';
  const template = `sparked_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, template) });
  await database.migrate();
  await database.close();
  project.provide('databaseTarget', { kind: 'postgres', baseUrl, template });
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.end();
  };
}
