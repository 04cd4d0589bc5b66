import type { VersionSource } from '@sparked/contracts';
import { Select } from '@sparked/ui/select';
import { versionOptions } from './code-box-words';

export type VersionSelectProps = {
  label: string;
  versions: ReadonlyArray<{ version: number; source: VersionSource; createdAt: string }>;
  value: number | undefined;
  onChange: (version: number) => void;
};

/** A choice among a project's versions, newest first (loaded after the page: `LazyVersionSelect`). */
export function VersionSelect({ label, versions, value, onChange }: VersionSelectProps) {
  return (
    <Select
      label={label}
      options={versionOptions(versions)}
      value={String(value)}
      onValueChange={(chosen) => onChange(Number(chosen))}
    />
  );
}
