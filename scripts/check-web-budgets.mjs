#!/usr/bin/env node
// `npm run test:budgets`: the JavaScript each route of the web app sends (brotli, as the server
// sends it) against apps/web/budgets.json. Reads the production build's Vite manifest, building
// first only when the sources changed (scripts/web-build.mjs). Prints a table; exits 1 naming each
// route over its budget (`maxKiB`) and each student route that can reach an editor without a lazy
// import. `goalKiB` is where the budgets are headed; routes above it are listed, not failed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureWebBuild, webDistDir } from './web-build.mjs';

const webDir = path.resolve(import.meta.dirname, '../apps/web');
const budgets = JSON.parse(readFileSync(path.join(webDir, 'budgets.json'), 'utf8'));

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
const kib = (bytes) => (bytes / 1024).toFixed(1);
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
    const over = bytes > group.maxKiB * 1024;
    const verdict = over ? 'OVER' : bytes > group.goalKiB * 1024 ? 'above goal' : 'ok';
    rows.push([
      group.name,
      page.replace('src/routes/', ''),
      files.length,
      kib(bytes),
      group.maxKiB,
      group.goalKiB,
      verdict,
    ]);
    if (over) failures.push(`${page} (${group.name}): ${bytes} bytes, over ${group.maxKiB} KiB`);
    if (!group.noEditors) continue;
    const editors = budgets.editors.filter((editor) =>
      files.some((file) => chunkSources(file).some((source) => source.includes(editor))),
    );
    if (editors.length > 0) {
      failures.push(`${page} (${group.name}) loads editor code statically: ${editors.join(', ')}`);
    }
  }
}

const header = ['group', 'route file (src/routes/)', 'files', 'KiB', 'max', 'goal', ''];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
);
const line = (cells) =>
  cells
    .map((cell, column) =>
      typeof cell === 'number' || column === 3
        ? String(cell).padStart(widths[column])
        : String(cell).padEnd(widths[column]),
    )
    .join('  ')
    .trimEnd();
console.log('JavaScript per route over the wire, brotli, KiB (apps/web/budgets.json)');
console.log(line(header));
for (const row of rows) console.log(line(row));
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
  process.exit(1);
}
const aboveGoal = rows.filter((row) => row[6] === 'above goal').length;
console.log(
  `\nEvery route is within its budget${aboveGoal ? `; ${aboveGoal} still above the goal` : ''}.`,
);
