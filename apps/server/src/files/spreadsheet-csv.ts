import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/**
 * Cells a spreadsheet would run as a formula or split into cells: those starting with `=`, `+`,
 * `-` or `@`, and a tab or carriage return before one (OWASP's CSV injection list).
 */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * Rows as a spreadsheet opens them: the one CSV writer of every export. Cells are quoted where
 * CSV needs it, and a cell that could run as a formula gets a leading `'`, so it is only text.
 */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly string[])[]) {
  return stringify(
    rows.map((row) => [...row]),
    {
      header: true,
      columns: [...header],
      cast: { string: (value) => (formulaStart.test(value) ? `'${value}` : value) },
    },
  );
}

/** Sends an export as a download that no cache keeps. */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
