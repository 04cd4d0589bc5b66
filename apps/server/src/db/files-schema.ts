import {
  bigint,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Raw bytes: drizzle has no `bytea` column of its own. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files kept in the database (decision 0038): one row per file, its bytes in parts of at
 * most 256 KiB, so a large file is written and read a part at a time and every instance of a
 * cluster serves the same files.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  parts: integer('parts').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const storedFileParts = pgTable(
  'stored_file_parts',
  {
    // No foreign key: parts are written first, a part at a time outside any transaction (PGlite
    // has one connection, which a slow upload must not hold), and the file's row last, which is
    // what makes it exist. Parts left by an upload that broke off are removed by a job.
    key: text('key').notNull(),
    part: integer('part').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.key, table.part] })],
);
