import { parse } from 'csv-parse/sync';
import { AppError } from '../http/errors';

/** Why a file as a whole cannot be read; problems of single rows are reported row by row. */
export class CsvFileError extends Error {}

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
export function readCsvTable(csv: string, maxRows: number, noun: string): CsvTable {
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
    throw new CsvFileError('The file is not a CSV file Sparked can read.');
  }
  const [header = [], ...rows] = records;
  if (rows.length > maxRows) throw new CsvFileError(`Import at most ${maxRows} ${noun} at a time.`);
  return {
    header: header.map((name) => name.toLowerCase()),
    rows: rows.map((cells, index) => ({ line: index + 2, cells })),
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
    throw new AppError(400, 'validation_failed', error.message, [
      { path: 'csv', message: error.message },
    ]);
  }
}
