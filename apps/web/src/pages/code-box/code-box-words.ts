import type { VersionSource } from '@sparked/contracts';
import { dateFormat } from '@sparked/ui/format';

const sourceWords: Record<VersionSource, string> = { generated: 'generated', edited: 'your edit' };
const timeFormat = dateFormat('date and time');

/** "Version 3 (newest) · your edit · 27 Nov 2026, 10:40" for each version, newest first. */
export const versionOptions = (
  versions: ReadonlyArray<{ version: number; source: VersionSource; createdAt: string }>,
) =>
  versions.map((entry, index) => ({
    value: String(entry.version),
    label: `Version ${entry.version}${index === 0 ? ' (newest)' : ''} · ${sourceWords[entry.source]} · ${timeFormat.format(new Date(entry.createdAt))}`,
  }));
