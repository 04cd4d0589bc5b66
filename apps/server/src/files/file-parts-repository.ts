import { and, asc, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { storedFileParts, storedFiles } from '../db/schema';

/** The database file store's rows: a file, and its bytes in numbered parts (decision 0038). */
export const filePartsRepository = {
  file: async (db: Database, key: string) =>
    (await db.select().from(storedFiles).where(eq(storedFiles.key, key)))[0],

  /** Parts `from` to `from + count - 1`, in order. */
  parts: (db: Database, key: string, from: number, count: number) =>
    db
      .select({ bytes: storedFileParts.bytes })
      .from(storedFileParts)
      .where(
        and(
          eq(storedFileParts.key, key),
          gte(storedFileParts.part, from),
          lt(storedFileParts.part, from + count),
        ),
      )
      .orderBy(asc(storedFileParts.part)),

  addPart: (db: Database, key: string, part: number, bytes: Buffer) =>
    db.insert(storedFileParts).values({ key, part, bytes }),

  /** Written last: until then the file does not exist for readers. */
  addFile: (db: Database, key: string, size: number, parts: number) =>
    db.insert(storedFiles).values({ key, size, parts }),

  async remove(db: Database, keys: readonly string[]) {
    await db.delete(storedFiles).where(inArray(storedFiles.key, [...keys]));
    await db.delete(storedFileParts).where(inArray(storedFileParts.key, [...keys]));
  },

  /** Parts whose file never got its row (an upload that broke off) and are older than `before`. */
  removeAbandoned: (db: Database, before: Date) =>
    db.delete(storedFileParts).where(
      and(
        lt(storedFileParts.createdAt, before),
        notExists(
          db
            .select({ key: storedFiles.key })
            .from(storedFiles)
            .where(eq(storedFiles.key, sql`${storedFileParts.key}`)),
        ),
      ),
    ),
};
