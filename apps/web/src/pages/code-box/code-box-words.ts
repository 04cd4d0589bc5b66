import { t } from '@lingui/core/macro';
import type { VersionSource } from '@sparked/contracts';
import { dateFormat } from '@sparked/ui/format';

/** Where a version came from, in the language active now. */
const sourceWords = (source: VersionSource) =>
  source === 'generated'
    ? t({ message: 'generated', comment: 'A code box version the code box wrote.' })
    : t({ message: 'your edit', comment: 'A code box version the student saved.' });
const timeFormat = dateFormat('date and time');

/** "Version 3 (newest) · your edit · 27 Nov 2026, 10:40" for each version, newest first. */
export const versionOptions = (
  versions: ReadonlyArray<{ version: number; source: VersionSource; createdAt: string }>,
) =>
  versions.map((entry, index) => {
    const { version } = entry;
    const source = sourceWords(entry.source);
    const when = timeFormat.format(new Date(entry.createdAt));
    return {
      value: String(version),
      label:
        index === 0
          ? t`Version ${version} (newest) · ${source} · ${when}`
          : t`Version ${version} · ${source} · ${when}`,
    };
  });
