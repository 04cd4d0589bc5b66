import { parse } from 'csv-parse/sync';
import { AppError, issueOf } from '../http/errors';
import { type ServerMessage, translate } from '../i18n/catalogues';

/**
 * Why a file as a whole cannot be read, as a catalogue entry (decision 0046); problems of single
 * rows are reported row by row.
 */
export class CsvFileError extends Error {
  constructor(readonly said: ServerMessage) {
    super(translate('en', said));
  }
}

/** A row's problems that every CSV of people has (decision 0046). */
export const csvRowSaid = {
  notAnEmail: /*i18n*/ {
    id: 'files.csv-row.not-an-email',
    message: 'This is not an email address.',
  },
  emailTwice: /*i18n*/ {
    id: 'files.csv-row.email-twice',
    message: 'This email is in the file twice.',
  },
} satisfies Record<string, ServerMessage>;

/** What an import's rows are called in its refusal of too long a file. */
export type CsvRows = 'users' | 'students';

export interface CsvTable {
  /** The header row's names, in lower case. */
  header: string[];
  /** Data rows with their line in the file (the header is line 1). */
  rows: { line: number; cells: string[] }[];
}

/**
 * Reads a CSV file as spreadsheets export it: a header row, then rows separated by commas or (when
 * the header has semicolons and no commas) semicolons; a byte-order mark is dropped, cells trimmed.
 */
export function readCsvTable(csv: string, maxRows: number, rows: CsvRows): CsvTable {
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
    throw new CsvFileError(
      /*i18n*/ {
        id: 'files.csv-not-readable',
        message: 'The file is not a CSV file Sparked can read.',
      },
    );
  }
  const [header = [], ...data] = records;
  if (data.length > maxRows)
    throw new CsvFileError(
      /*i18n*/ {
        id: 'files.csv-too-many-rows',
        message:
          'Import at most {maxRows} {rows, select, users {users} other {students}} at a time.',
        values: { maxRows, rows },
      },
    );
  return {
    header: header.map((name) => name.toLowerCase()),
    rows: data.map((cells, index) => ({ line: index + 2, cells })),
  };
}

/** The index of the first header named one of `names`, or -1. */
export const columnOf = (table: CsvTable, names: readonly string[]) =>
  table.header.findIndex((name) => names.includes(name));

/** Runs a reader of an uploaded CSV; a file it cannot read is a 400 that says why, on `csv`. */
export function readingCsv<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof CsvFileError)) throw error;
    throw new AppError(400, 'validation_failed', error.said, [issueOf('csv', error.said)]);
  }
}
