import { type AuditEntry, auditActionLabels, describeSnapshot } from '@sparked/contracts';
import { spreadsheetCsv } from '../../files/spreadsheet-csv';

/** The export's columns, in order: people by name and by id, so a rename does not lose them. */
const columns: readonly [string, (entry: AuditEntry) => string][] = [
  ['When', (entry) => entry.at],
  ['Action', (entry) => auditActionLabels[entry.action]],
  ['Action code', (entry) => entry.action],
  ['Admin', (entry) => entry.actor?.name ?? ''],
  ['Admin id', (entry) => entry.actor?.id ?? ''],
  ['User', (entry) => entry.subject?.name ?? ''],
  ['User id', (entry) => entry.subject?.id ?? ''],
  ['Target', (entry) => entry.target],
  ['Before', (entry) => describeSnapshot(entry.before)],
  ['After', (entry) => describeSnapshot(entry.after)],
  ['Reason', (entry) => entry.reason ?? ''],
  ['IP address', (entry) => entry.ip ?? ''],
  ['User agent', (entry) => entry.userAgent ?? ''],
];

/** The log as a spreadsheet opens it, one row an entry. */
export function auditCsv(entries: AuditEntry[]): string {
  return spreadsheetCsv(
    columns.map(([name]) => name),
    entries.map((entry) => columns.map(([, read]) => read(entry))),
  );
}
