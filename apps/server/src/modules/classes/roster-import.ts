import { CsvFileError, columnOf, readCsvTable } from '../../files/csv-table';

/** One data row of a roster file: its line (the header is line 1) and the email in it. */
export interface RosterLine {
  line: number;
  email: string;
}

export const emailHeaders = ['email', 'e-mail', 'email address'];

/**
 * Reads the emails of a roster CSV: a header row with an `email` column (any letter case; other
 * columns such as names are ignored), separated by commas or semicolons as spreadsheets export.
 */
export function readRosterCsv(csv: string): RosterLine[] {
  const table = readCsvTable(csv, 1000, 'students');
  const column = columnOf(table, emailHeaders);
  if (column < 0)
    throw new CsvFileError(
      /*i18n*/ {
        id: 'classes.roster-csv-needs-email-column',
        message: 'The first row needs a column named "email".',
      },
    );
  return table.rows.map(({ line, cells }) => ({ line, email: (cells[column] ?? '').trim() }));
}
