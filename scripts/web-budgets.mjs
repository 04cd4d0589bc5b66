// The JavaScript each route of the web app sends (brotli, as the server sends it), against
// apps/web/budgets.json: read from the production build's Vite manifest, building first only when
// the sources changed (scripts/web-build.mjs). `npm run test:budgets` fails on what this finds over
// budget; `npm run bench` prints the same figures in its table.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureWebBuild, webDistDir } from './web-build.mjs';

const webDir = path.resolve(import.meta.dirname, '../apps/web');
const budgets = JSON.parse(readFileSync(path.join(webDir, 'budgets.json'), 'utf8'));

/**
 * Every route of every budget group (`route` is its file below src/routes/): its files and bytes, its group's `maxKiB` (over it fails the
 * test) and `goalKiB` (where the budget is headed); `failures` names each route over its budget and each
 * student route that can reach an editor without a lazy import.
 */
export function measureWebBudgets() {
  ensureWebBuild();
  const manifest = JSON.parse(readFileSync(path.join(webDistDir, '.vite/manifest.json'), 'utf8'));

  /** Bytes on the wire: the build's brotli copy when it made one (small files go out as they are). */
  function wireBytes(file) {
    const compressed = path.join(webDistDir, `${file}.br`);
    return statSync(existsSync(compressed) ? compressed : path.join(webDistDir, file)).size;
  }

  /** Manifest keys of a chunk and of every chunk it imports statically, each once. */
  function staticClosure(key, seen = new Set()) {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
    return seen;
  }

  /** Route file (`src/routes/….tsx`) → the manifest keys of its lazy chunks (one per split). */
  const routeChunks = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    const file = chunk.src?.split('?')[0];
    if (!chunk.isDynamicEntry || !file?.startsWith('src/routes/')) continue;
    routeChunks.set(file, [...(routeChunks.get(file) ?? []), key]);
  }

  /** TanStack file routes nest by folder: `a/b/c.tsx` renders inside `a.tsx`, `a/b.tsx` (or `route.tsx`). */
  function layoutFiles(routeFile) {
    const folders = path.posix.dirname(routeFile).split('/').slice(2);
    return folders.flatMap((_, index) => {
      const folder = ['src/routes', ...folders.slice(0, index + 1)].join('/');
      return [`${folder}.tsx`, `${folder}/route.tsx`];
    });
  }

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const isLayout = (file) =>
    [...routeChunks.keys()].some((other) => layoutFiles(other).includes(file));
  const pages = [...routeChunks.keys()].filter((file) => !isLayout(file)).sort();

  /** What loading a page costs: the entry and the page's and its layouts' lazy chunks, with imports. */
  function pageCost(page) {
    const keys = new Set();
    const lazy = [...layoutFiles(page), page].flatMap((file) => routeChunks.get(file) ?? []);
    for (const key of [entryKey, ...lazy]) staticClosure(key, keys);
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    return { files, bytes: files.reduce((sum, file) => sum + wireBytes(file), 0) };
  }

  /** The sources a chunk was built from, read from its source map (generated code has none). */
  function chunkSources(file) {
    const mapFile = path.join(webDistDir, `${file}.map`);
    return existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')).sources : [];
  }

  const matches = (file, prefixes = []) => prefixes.some((prefix) => file.startsWith(prefix));
  const failures = [];
  const rows = [];

  for (const group of budgets.groups) {
    const members = pages.filter(
      (page) => matches(page, group.routes) && !matches(page, group.except),
    );
    if (members.length === 0) {
      failures.push(`${group.name}: no route file matches ${group.routes.join(', ')}`);
      continue;
    }
    for (const page of members) {
      const { files, bytes } = pageCost(page);
      const { maxKiB, goalKiB } = group;
      const route = page.replace('src/routes/', '');
      rows.push({ group: group.name, route, files: files.length, bytes, maxKiB, goalKiB });
      if (bytes > maxKiB * 1024)
        failures.push(`${page} (${group.name}): ${bytes} bytes, over ${group.maxKiB} KiB`);
      if (!group.noEditors) continue;
      const editors = budgets.editors.filter((editor) =>
        files.some((file) => chunkSources(file).some((source) => source.includes(editor))),
      );
      if (editors.length > 0) {
        failures.push(
          `${page} (${group.name}) loads editor code statically: ${editors.join(', ')}`,
        );
      }
    }
  }
  return { rows, failures };
}
