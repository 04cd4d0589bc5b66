import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { libraryBuildConfig } from '../../scripts/library-build.mjs';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

/** The root entry and one per public component folder (the `./*` export). */
const componentEntries = Object.fromEntries(
  readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'internal')
    .map((entry) => [entry.name, `src/${entry.name}/index.ts`]),
);

export default defineConfig(
  libraryBuildConfig(packageDir, { index: 'src/index.ts', ...componentEntries }),
);
