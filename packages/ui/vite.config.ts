import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { libraryBuildConfig } from '../../scripts/library-build.mjs';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

const folders = (dir: string) =>
  readdirSync(new URL(`./src/${dir}`, import.meta.url), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && entry.name !== 'internal' && entry.name !== 'patterns',
    )
    .map((entry) => `${dir}${entry.name}`);

/**
 * The root entry (the primitives), the patterns entry, and one per public folder (the `./*`
 * export): `button`, `patterns/chat-panel`.
 */
const componentEntries = Object.fromEntries(
  [...folders(''), ...folders('patterns/')].map((name) => [name, `src/${name}/index.ts`]),
);

export default defineConfig(
  libraryBuildConfig(packageDir, {
    index: 'src/index.ts',
    patterns: 'src/patterns/index.ts',
    ...componentEntries,
  }),
);
