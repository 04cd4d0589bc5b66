import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { routePreloads } from '../../scripts/first-views.mjs';

/** Where the build writes the map, next to the manifest (a dotfile folder the server never serves). */
export const routePreloadsFile = '.vite/route-preloads.json';

/**
 * Writes `dist/.vite/route-preloads.json` once the build is on disk: each page's path and the
 * chunks its document preloads (its route chunks, not loaded by index.html already), signed in
 * and signed out, worked out from the manifest by scripts/first-views.mjs (the size budgets' own
 * first-view computation). The server reads it to add `<link rel="modulepreload">` to each page's
 * document, so the browser fetches them with the entry instead of after it (decision 0043).
 */
export function writeRoutePreloads(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'sparked:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
      const manifest = read(path.join(outDir, '.vite/manifest.json'));
      const budgets = read(path.join(root, 'budgets.json'));
      const routes = routePreloads(manifest, budgets).map(({ path, signedIn, signedOut }) => ({
        path,
        signedIn,
        signedOut,
      }));
      writeFileSync(path.join(outDir, routePreloadsFile), `${JSON.stringify({ routes })}\n`);
    },
  };
}
