import type { VersionSource } from '@sparked/contracts';
import { useLingui } from '@sparked/i18n';
import { NativeSelect } from '@sparked/ui/native-select';
import { versionOptions } from './code-box-words';

export type VersionSelectProps = {
  label: string;
  versions: ReadonlyArray<{ version: number; source: VersionSource; createdAt: string }>;
  value: number | undefined;
  onChange: (version: number) => void;
};

/**
 * A choice among a project's versions, newest first. The browser's own select: the page shows
 * it as soon as the project arrives, and Radix's listbox would add 24 KiB to it (decision 0043).
 */
export function VersionSelect({ label, versions, value, onChange }: VersionSelectProps) {
  // Follows the language: the options are worded as they render.
  useLingui();
  return (
    <NativeSelect
      label={label}
      options={versionOptions(versions)}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
    />
  );
}
