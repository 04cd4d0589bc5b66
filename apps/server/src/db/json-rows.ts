import { type SQL, sql } from 'drizzle-orm';

/**
 * `rows` as a table `v` with `columns` (`name type, …`, named as the rows' keys), sent as one
 * jsonb parameter: a bulk write of thousands of rows is one statement with one parameter, where a
 * `VALUES` list would bind (and the server parse) a parameter per cell, up to 65 535 a statement.
 */
export const jsonRows = (rows: readonly object[], columns: string): SQL =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${sql.raw(columns)})`;
