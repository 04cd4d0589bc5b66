import { count, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

/** A table whose rows move through statuses (an outbox), and the column that holds them. */
export interface StatusTable {
  table: PgTable;
  status: PgColumn;
}

/** How many rows stand in each of `statuses` (0 for none). */
export async function countByStatus<Status extends string>(
  db: Database,
  { table, status }: StatusTable,
  statuses: readonly Status[],
): Promise<Record<Status, number>> {
  const rows = await db
    .select({ status, total: count() })
    .from(table)
    .where(inArray(status, statuses))
    .groupBy(status);
  const totals = {} as Record<Status, number>;
  for (const name of statuses) totals[name] = rows.find((row) => row.status === name)?.total ?? 0;
  return totals;
}
