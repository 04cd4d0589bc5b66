import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, pgliteExtensions } from '../../src/db/database';

/** Migrates one in-memory PGlite and snapshots it; each test file boots a copy (fast, isolated). */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'sparked-pglite-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle({ client }), { migrationsFolder });
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  const snapshotFile = path.join(dir, 'migrated.tar');
  await writeFile(snapshotFile, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('databaseTarget', { kind: 'pglite', snapshotFile });
  return () => rm(dir, { recursive: true, force: true });
}
