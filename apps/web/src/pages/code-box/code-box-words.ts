import { msg, t } from '@lingui/core/macro';
import type { VersionSource } from '@sparked/contracts';
import { translatedRecord } from '@sparked/i18n';
import { dateFormat } from '@sparked/ui/format';

const sourceWords = translatedRecord<VersionSource>({
  generated: msg({ message: 'generated', comment: 'A code version the assistant wrote.' }),
  edited: msg`your edit`,
});
const timeFormat = dateFormat('date and time');

/** "Version 3 (newest) · your edit · 27 Nov 2026, 10:40" for each version, newest first. */
export const versionOptions = (
  versions: ReadonlyArray<{ version: number; source: VersionSource; createdAt: string }>,
) =>
  versions.map((entry, index) => {
    const version = entry.version;
    const source = sourceWords[entry.source];
    const when = timeFormat.format(new Date(entry.createdAt));
    return {
      value: String(version),
      label:
        index === 0
          ? t`Version ${version} (newest) · ${source} · ${when}`
          : t`Version ${version} · ${source} · ${when}`,
    };
  });
