import { Readable } from 'node:stream';
import type { Database } from '../db/database';
import { filePartsRepository as repository } from './file-parts-repository';

/**
 * Where uploaded files live (decision 0038): out of the instance, so every instance of a cluster
 * serves the same files. Keys are made by the server (`area/uuid.ext`), never taken from a request.
 */
export interface FileStore {
  readonly kind: 'database' | 's3';
  /** Writes a file whole; a stream is written a part at a time, never held in memory. */
  put(key: string, content: Buffer | Readable): Promise<void>;
  /** The file's bytes as they are read; the stream fails when there is no such file. */
  open(key: string): Readable;
  exists(key: string): Promise<boolean>;
  /** The file's size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  remove(keys: readonly string[]): Promise<void>;
}

export class MissingFileError extends Error {
  constructor(key: string) {
    super(`no stored file ${key}`);
  }
}

const partBytes = 256 * 1024;
/** Parts read per query: about 1 MiB in memory at a time however large the file. */
const partsPerRead = 4;

/** Cuts whatever chunks a stream gives into parts of `partBytes`. */
async function* parts(content: Buffer | Readable): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(content)) {
    for (let start = 0; start < content.length; start += partBytes)
      yield content.subarray(start, start + partBytes);
    return;
  }
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of content) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    pending.push(bytes);
    pendingBytes += bytes.length;
    while (pendingBytes >= partBytes) {
      const joined = Buffer.concat(pending);
      yield joined.subarray(0, partBytes);
      const rest = joined.subarray(partBytes);
      pending = rest.length ? [rest] : [];
      pendingBytes = rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/** Files in the app's own database, PostgreSQL or PGlite: nothing else to run or back up. */
export function createDatabaseFileStore(db: Database): FileStore {
  async function* read(key: string): AsyncGenerator<Buffer> {
    const file = await repository.file(db, key);
    if (!file) throw new MissingFileError(key);
    for (let from = 0; from < file.parts; from += partsPerRead)
      for (const row of await repository.parts(db, key, from, partsPerRead)) yield row.bytes;
  }
  return {
    kind: 'database',
    async put(key, content) {
      let part = 0;
      let size = 0;
      for await (const bytes of parts(content)) {
        await repository.addPart(db, key, part, bytes);
        part += 1;
        size += bytes.length;
      }
      await repository.addFile(db, key, size, part);
    },
    // A byte stream that reads ahead one part, not sixteen (an object stream's default).
    open: (key) => Readable.from(read(key), { objectMode: false, highWaterMark: partBytes }),
    exists: async (key) => Boolean(await repository.file(db, key)),
    size: async (key) => (await repository.file(db, key))?.size ?? null,
    async remove(keys) {
      if (keys.length > 0) await repository.remove(db, keys);
    },
  };
}

/** Parts left by uploads that broke off, a day on (a job; an upload in progress is younger). */
export const removeAbandonedParts = (db: Database, now: Date) =>
  repository.removeAbandoned(db, new Date(now.getTime() - 24 * 3600_000));
