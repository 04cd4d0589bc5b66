import { parse } from 'csv-parse/sync';

/** One data row of a roster file: its line (the header is line 1) and the email in it. */
export interface RosterLine {
  line: number;
  email: string;
}

/** Why the file as a whole cannot be read; rows with problems are reported row by row instead. */
export class RosterFileError extends Error {}

const emailHeaders = new Set(['email', 'e-mail', 'email address']);

/**
 * Reads the emails of a roster CSV: a header row with an `email` column (any letter case; other
 * columns such as names are ignored), separated by commas or semicolons as spreadsheets export.
 */
export function readRosterCsv(csv: string): RosterLine[] {
  let records: string[][];
  try {
    const text = csv.replace(/^\uFEFF/, '');
    const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
    records = parse(text, {
      delimiter: firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',',
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch {
    throw new RosterFileError('The file is not a CSV file Sparked can read.');
  }
  const [header, ...rows] = records;
  const column = header?.findIndex((name) => emailHeaders.has(name.toLowerCase())) ?? -1;
  if (column < 0) throw new RosterFileError('The first row needs a column named "email".');
  if (rows.length > 1000) throw new RosterFileError('Import at most 1000 students at a time.');
  return rows.map((row, index) => ({ line: index + 2, email: (row[column] ?? '').trim() }));
}
