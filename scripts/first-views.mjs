// The script files a first view of each page fetches, worked out from the web build's Vite
// manifest (decision 0043). One computation for two readers: the size budgets
// (scripts/web-budgets.mjs), and the build's map of route → chunks to preload
// (apps/web/vite-route-preloads.ts), which the server reads to add `<link rel="modulepreload">`
// to each page's document (apps/server/src/web/route-preloads.ts). A page's first view fetches
// the entry, the lazy chunks of the page and the layouts above it, every chunk those import
// statically, and every chunk they import dynamically as they start or render, except what
// budgets.json's `onDemand` list says waits for an action, what `educatorOnly` says only an
// educator is shown, signed out, what `signedInOnly` says needs a session, and every language's
// catalogue (`perLocale`): a first view is English's, which has none to fetch.
import path from 'node:path';

/** The route file's path segments: pathless layouts (`_x`) and `index`/`route` drop out. */
function routeSegments(routeFile) {
  return routeFile
    .replace(/^src\/routes\//, '')
    .replace(/\.tsx$/, '')
    .split('/')
    .filter((segment) => !segment.startsWith('_'))
    .join('.')
    .split('.')
    .filter((segment) => segment !== 'index' && segment !== 'route' && segment !== '')
    .map((segment) => segment.replace(/_$/, ''));
}

/**
 * `src/routes/_a/_b/x.$id.index.tsx` → `/x/$id`, the path the route answers (`$id` any one
 * segment); `param`, when given, stands for every parameter instead.
 */
export function routePath(routeFile, param) {
  const segments = routeSegments(routeFile).map((segment) =>
    param !== undefined && segment.startsWith('$') ? param : segment,
  );
  return `/${segments.join('/')}`;
}

/** TanStack file routes nest by folder: `a/b/c.tsx` renders inside `a.tsx`, `a/b.tsx` (or `route.tsx`). */
export function layoutFiles(routeFile) {
  const folders = path.posix.dirname(routeFile).split('/').slice(2);
  return [
    'src/routes/__root.tsx',
    ...folders.flatMap((_, index) => {
      const folder = ['src/routes', ...folders.slice(0, index + 1)].join('/');
      return [`${folder}.tsx`, `${folder}/route.tsx`];
    }),
  ];
}

/**
 * The build's manifest read as pages: `pages`, the route files that are pages (not layouts);
 * `firstView(page, { signedOut })`, the script files a first view of one fetches, signed out or
 * as a student; `entryFiles`, what index.html loads itself (the entry and its static imports).
 * `budgets`: apps/web/budgets.json (`onDemand`, `educatorOnly`, `signedInOnly`).
 */
export function readFirstViews(manifest, budgets) {
  const sourceOf = (key) => manifest[key].src?.split('?')[0];
  const routeChunks = new Map();
  for (const key of Object.keys(manifest)) {
    const file = sourceOf(key);
    if (!manifest[key].isDynamicEntry || !file?.startsWith('src/routes/')) continue;
    routeChunks.set(file, [...(routeChunks.get(file) ?? []), key]);
  }
  /**
   * Manifest keys of `keys`, of what they import statically and of what they import dynamically
   * except `later`'s: another page's code loads when someone goes there, an action's when someone
   * acts.
   */
  function fetched(keys, later, seen = new Set()) {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      const { imports = [], dynamicImports = [] } = manifest[key];
      const started = dynamicImports.filter(
        (next) =>
          !routeChunks.has(sourceOf(next)) &&
          !later.some((source) => next.includes(source) || manifest[next].name === source),
      );
      fetched([...imports, ...started], later, seen);
    }
    return seen;
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const isLayout = (file) =>
    [...routeChunks.keys()].some((other) => other !== file && layoutFiles(other).includes(file));
  const pages = [...routeChunks.keys()].filter((file) => !isLayout(file)).sort();
  /**
   * The script files a first view of `page` fetches, signed out or as the demo student; `skip`:
   * more sources (as in `onDemand`) to leave out with what only they import.
   */
  const firstView = (page, { signedOut = false, skip = [] } = {}) => {
    const lazy = [...layoutFiles(page), page].flatMap((file) => routeChunks.get(file) ?? []);
    // Every budgeted page is a student's or a signed-out visitor's: an educator's parts never load.
    const later = [
      // English's first view: another language's catalogue is its readers' (decision 0045).
      ...budgets.perLocale,
      ...budgets.onDemand,
      ...budgets.educatorOnly,
      ...(signedOut ? budgets.signedInOnly : []),
      ...skip,
    ];
    // A chunk's script assets are the workers it starts (the device's time zone, signed in).
    return [...fetched([entryKey, ...lazy], later)]
      .flatMap((key) => [manifest[key].file, ...(manifest[key].assets ?? [])])
      .filter((file) => file.endsWith('.js') && !later.some((source) => file.includes(source)));
  };
  /** Each language's catalogue: its locale (the file's name) and its chunk. */
  const catalogues = Object.values(manifest)
    .filter((chunk) => budgets.perLocale.some((prefix) => chunk.src?.startsWith(prefix)))
    .map((chunk) => ({ locale: path.basename(chunk.src, '.po'), file: chunk.file }));
  return { pages, firstView, catalogues, entryFiles: staticClosure(manifest, entryKey) };
}

/** The files of `key` and of what it imports statically, as index.html loads them. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  return [
    manifest[key].file,
    ...(manifest[key].imports ?? []).flatMap((next) => staticClosure(manifest, next, seen)),
  ];
}

/**
 * What each page's document preloads (decision 0043): for each page its path (`/x/$id`), and the
 * script files of its first view that index.html does not load already, less budgets.json's
 * `notPreloaded` (what a first view may start but most never do), signed in (`signedIn`)
 * and signed out (`signedOut`; none for a page below `_authenticated`, which sends a signed-out
 * visitor to sign in). A chunk's assets (its workers) are left out: a worker is no module a
 * page imports, and a preload would fetch it a second time. `routeChunksOnly` (the default) keeps
 * only the route files' own chunks (the page's and its layouts', a few hundred bytes each): each
 * one the router finds already fetched lets it ask for what that chunk imports at once, and the
 * whole first view beside the entry measured worse (decision 0043: on Lighthouse's simulated
 * 1.6 Mbit/s it delays the entry and the stylesheet).
 */
export function routePreloads(manifest, budgets, { routeChunksOnly = true } = {}) {
  const { pages, firstView, entryFiles } = readFirstViews(manifest, budgets);
  const loaded = new Set([
    ...entryFiles,
    ...Object.values(manifest).flatMap((chunk) => chunk.assets ?? []),
  ]);
  const routeFiles = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isDynamicEntry && chunk.src?.startsWith('src/routes/'))
      .map((chunk) => chunk.file),
  );
  const preloads = (page, signedOut) =>
    firstView(page, { signedOut, skip: budgets.notPreloaded }).filter(
      (file) => !loaded.has(file) && (!routeChunksOnly || routeFiles.has(file)),
    );
  return pages.map((page) => ({
    route: page,
    path: routePath(page),
    signedIn: preloads(page, false),
    signedOut: page.startsWith('src/routes/_authenticated') ? [] : preloads(page, true),
  }));
}
