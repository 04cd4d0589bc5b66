import { like } from 'drizzle-orm';
import { storedFiles } from '../../src/db/schema';
import { createDatabaseFileStore } from '../../src/files/file-store';
import type { TestApp } from './test-app';

/** The names of the files an area of the app's file store holds (uploads live in the database). */
export async function storedNames(t: TestApp, area: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(like(storedFiles.key, `${area}/%`));
  return rows.map((row) => row.key.slice(area.length + 1)).sort();
}

/** A stored file's bytes. */
export async function storedBytes(t: TestApp, area: string, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of createDatabaseFileStore(t.database.db).open(`${area}/${name}`))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Puts bytes in the store as an upload would have, without the upload's checks. */
export function storeFile(t: TestApp, area: string, name: string, bytes: Buffer) {
  return createDatabaseFileStore(t.database.db).put(`${area}/${name}`, bytes);
}
