// The web app's production build, made only when its sources changed since the last one: `npm
// start`, the end-to-end servers and the size budgets all use the same build, so `npm test` builds
// at most once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const webDistDir = path.join(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const hashFile = path.join(webDistDir, '.source-hash');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Everything the web build reads: the app, the packages it bundles, and the locked versions. */
const sourceRoots = [
  'apps/web',
  'packages/contracts',
  'packages/design-tokens',
  'packages/features',
  'packages/ui',
  'package-lock.json',
];
const skipped = new Set(['node_modules', 'dist', '.turbo', 'storybook-static']);

/** Files below `entry` (relative to the repo root) in a stable order. */
function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) {
    if (!skipped.has(name)) yield* files(path.join(entry, name));
  }
}

/** A content hash, not timestamps: a checkout that rewrites files unchanged does not rebuild. */
function sourceHash() {
  const hash = createHash('sha256');
  for (const sourceRoot of sourceRoots) {
    for (const file of files(sourceRoot)) {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)));
    }
  }
  return hash.digest('hex');
}

/** Builds the web app unless the last build was made from the current sources; exits on failure. */
export function ensureWebBuild() {
  const current = sourceHash();
  const built = existsSync(hashFile) ? readFileSync(hashFile, 'utf8') : null;
  if (built === current) return;
  const started = Date.now();
  console.log(
    built === null && !existsSync(path.join(webDistDir, 'index.html'))
      ? 'Building the web app (first start)…'
      : 'Building the web app (its sources changed since the last build)…',
  );
  // Warnings and errors only: the chunk listing would push the start-up lines off screen.
  const build = spawnSync(npm, ['run', 'build', '-w', '@sparked/web', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(hashFile, current);
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
