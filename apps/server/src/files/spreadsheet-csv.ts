import { stringify } from 'csv-stringify/sync';

/**
 * Rows as a spreadsheet opens them. A cell a spreadsheet would run as a formula (starting with
 * `=`, `+`, `-` or `@`) gets a leading `'`, so it is only text.
 */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly string[])[]) {
  return stringify(
    rows.map((row) => [...row]),
    {
      header: true,
      columns: [...header],
      cast: { string: (value) => (/^[=+\-@]/.test(value) ? `'${value}` : value) },
    },
  );
}
