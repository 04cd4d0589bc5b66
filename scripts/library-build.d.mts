import type { UserConfig } from 'vite';

export declare function libraryBuildConfig(
  packageDir: string,
  entries: Record<string, string>,
): UserConfig;
