import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { embeddableHosts } from '../../db/schema';

const columns = {
  host: embeddableHosts.host,
  note: embeddableHosts.note,
  createdAt: embeddableHosts.createdAt,
};

export const embeddableHostRepository = {
  list: (db: Database) =>
    db.select(columns).from(embeddableHosts).orderBy(asc(embeddableHosts.host)),

  /** Which of `hosts` are allowed. */
  async allowed(db: Database, hosts: string[]): Promise<Set<string>> {
    if (hosts.length === 0) return new Set();
    const rows = await db
      .select({ host: embeddableHosts.host })
      .from(embeddableHosts)
      .where(inArray(embeddableHosts.host, hosts));
    return new Set(rows.map((row) => row.host));
  },

  /** Undefined when the host is already on the list. */
  async add(db: Database, entry: { host: string; note: string; addedBy: string }) {
    const [row] = await db
      .insert(embeddableHosts)
      .values(entry)
      .onConflictDoNothing()
      .returning(columns);
    return row;
  },

  async remove(db: Database, host: string): Promise<boolean> {
    const rows = await db
      .delete(embeddableHosts)
      .where(eq(embeddableHosts.host, host))
      .returning({ host: embeddableHosts.host });
    return rows.length > 0;
  },
};
