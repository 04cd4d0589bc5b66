#!/usr/bin/env node
// npm's prepack/postpack for the versioned packages. In the workspace their `exports` point at the
// TypeScript source, which every tool here reads directly; the published tarball must point at the
// build instead. `prepare` swaps in build paths (keeping the workspace manifest aside) and checks
// that each one was built; `restore` puts the workspace manifest back.
// Usage, from a package folder: node ../../scripts/publish-manifest.mjs prepare|restore
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const manifestFile = 'package.json';
const keptFile = 'package.workspace.json';

// `./src/button/index.ts` → `button`; `./src/contract.css.ts` → `contract.css`; the `./*` pattern → `*`.
const entryName = (source) =>
  source
    .replace(/^\.\/src\//, '')
    .replace(/\/index\.ts$/, '')
    .replace(/\.ts$/, '');

export function publishedExports(exports) {
  return Object.fromEntries(
    Object.entries(exports).map(([subpath, source]) => [
      subpath,
      {
        types: source.replace(/^\.\/src\//, './dist/types/').replace(/\.ts$/, '.d.ts'),
        default: `./dist/${entryName(source)}.js`,
      },
    ]),
  );
}

function prepare() {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const exports = publishedExports(manifest.exports);
  const missing = Object.values(exports)
    .flatMap((target) => [target.types, target.default])
    .filter((file) => !file.includes('*') && !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`Build the package first (npm run build); missing: ${missing.join(', ')}`);
  }
  renameSync(manifestFile, keptFile);
  writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, exports }, null, 2)}\n`);
}

function restore() {
  if (existsSync(keptFile)) renameSync(keptFile, manifestFile);
}

const command = process.argv[2];
if (command === 'prepare') prepare();
else if (command === 'restore') restore();
else if (command !== undefined) throw new Error('Usage: publish-manifest.mjs prepare|restore');
