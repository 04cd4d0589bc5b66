import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';

/** Row counts of every table, to show a run of refused requests wrote nothing anywhere. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const result = (await db.execute(
      sql.raw(`select count(*)::int as rows from "${table}"`),
    )) as unknown as { rows: { rows: number }[] };
    counts[table] = result.rows[0]?.rows ?? 0;
  }
  return counts;
}
