#!/usr/bin/env node
// `npm run bench:ui`: builds @sparked/ui as it would be published and prints what importing each
// component entry costs a consumer: its JS with every chunk it statically imports, and its CSS,
// minified and gzipped. Growth shows up here before it shows up on a page.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const packageDir = path.resolve(import.meta.dirname, '../packages/ui');
const distDir = path.join(packageDir, 'dist');

execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
  cwd: packageDir,
  stdio: 'inherit',
});
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));

/** The chunk's files and those of every chunk it statically imports, each once. */
function filesOf(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) filesOf(imported, seen);
  return seen;
}

const gzipKb = (files) => {
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
    0,
  );
  return bytes / 1024;
};

const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isEntry)
  .map(([key, chunk]) => {
    const chunks = [...filesOf(key)].map((name) => manifest[name]);
    const js = chunks.map((entry) => entry.file);
    const css = [...new Set(chunks.flatMap((entry) => entry.css ?? []))];
    return { entry: chunk.name, js: gzipKb(js), css: gzipKb(css) };
  })
  .sort((a, b) => b.js + b.css - (a.js + a.css));

const width = Math.max(...rows.map((row) => row.entry.length));
console.log('@sparked/ui entry sizes (gzip, dependencies such as react and radix-ui excluded)\n');
console.log(
  `${'entry'.padEnd(width)}  ${'JS kB'.padStart(7)}  ${'CSS kB'.padStart(7)}  ${'total'.padStart(7)}`,
);
for (const row of rows) {
  const total = row.js + row.css;
  console.log(
    `${row.entry.padEnd(width)}  ${row.js.toFixed(2).padStart(7)}  ${row.css.toFixed(2).padStart(7)}  ${total.toFixed(2).padStart(7)}`,
  );
}
