import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { afterBundling, withStaticImports } from './vite-bundle-chunks';

/** One page the server can name the scripts of: its path in the router's form (`$moduleId`). */
export interface RoutePreload {
  path: string;
  /** Under `_authenticated`: a visitor without a session is sent to sign in instead. */
  signedIn: boolean;
  /**
   * The entry and what it imports, then its route chunks and the layouts' above it with what they
   * import.
   */
  files: string[];
}

/** Where the build writes the list; a dotfile, so the server never serves it as a file. */
export const routePreloadsFile = '.route-preloads.json';

/** `createFileRoute('/_authenticated/_gamified/store')`: the id the router's generator keeps in sync. */
const routeIdPattern = /createFileRoute\(\s*'([^']+)'/;

/**
 * Writes, for every page, the scripts its first view needs before it renders: the entry's, then
 * its route chunks (autoCodeSplitting's, one per route file) and the layouts' above it, with
 * everything they import. Without the list the browser finds the route's chunks only as the
 * entry runs, then the layouts' chunk only as the route's arrives: two round trips after the entry
 * (decision 0050). The server names them in the document's `Link` header (`serveWebApp`), so they
 * download beside the entry. The entry's own scripts come first: they are the first to run, and
 * the page's data waits on them. What a page loads as it renders (a lazy part) is not listed: it
 * may not be needed.
 */
export function writeRoutePreloads(): Plugin {
  return afterBundling('sparked:route-preloads', (chunks, context) => {
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
    if (!entry) throw new Error('writeRoutePreloads: the build has no entry chunk');
    const loadedWithEntry = withStaticImports([entry.fileName], chunks);
    const routeChunks = new Map<string, string>();
    for (const chunk of chunks.values()) {
      const source = chunk.facadeModuleId?.split('?')[0];
      if (!chunk.isDynamicEntry || !source || !/[\\/]src[\\/]routes[\\/]/.test(source)) continue;
      const id = readFileSync(source, 'utf8').match(routeIdPattern)?.[1];
      if (!id) throw new Error(`writeRoutePreloads: no createFileRoute id in ${source}`);
      routeChunks.set(id, chunk.fileName);
    }
    const preloads: RoutePreload[] = [...routeChunks.keys()]
      .filter((id) => !isPathless(id))
      .map((id) => {
        const own = ancestorIds(id)
          .map((ancestor) => routeChunks.get(ancestor))
          .filter((file) => file !== undefined);
        return {
          path: routePath(id),
          signedIn: id.startsWith('/_authenticated/'),
          files: [
            ...loadedWithEntry,
            ...[...withStaticImports(own, chunks)].filter((file) => !loadedWithEntry.has(file)),
          ],
        };
      })
      .sort((a, b) => a.path.localeCompare(b.path));
    context.emitFile({
      type: 'asset',
      fileName: routePreloadsFile,
      source: JSON.stringify(preloads),
    });
  });
}

/** A layout without a path of its own (`/_authenticated/_gamified`) is never a page by itself. */
const isPathless = (id: string) => /\/_[^/]*$/.test(id);

/** The router nests a route in every route whose id is a prefix of its own, segment by segment. */
function ancestorIds(id: string) {
  const segments = id.split('/');
  return segments.map((_, index) => segments.slice(0, index + 1).join('/') || '/').slice(1);
}

/** `/_authenticated/_gamified/winter-competition_/password` → `/winter-competition/password`. */
function routePath(id: string) {
  const segments = id
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('_'))
    .map((segment) => segment.replace(/_$/, ''));
  return `/${segments.join('/')}`;
}
