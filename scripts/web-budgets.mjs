// The JavaScript a first view of each page fetches, against apps/web/budgets.json (decision 0043),
// worked out from the production build (built first only when the sources changed) and proved
// against the browser for a few pages. A page's first view fetches the entry, the lazy chunks of
// the page and the layouts above it, every chunk those import statically, and every chunk they
// import dynamically as they start or render (lazy components, idle-time loads, the form's
// schemas), except what budgets.json's `onDemand` list says waits for an action (a dialog, a
// toast, a picker's popup), what `educatorOnly` says only an educator is shown (a game's host
// setup), what `lmsOnly` says only someone who came from an LMS is shown and, signed out, what `signedInOnly` says needs a session. Each request is charged its
// body as served (brotli) plus `requestOverheadBytes`. `npm run test:budgets` fails on what this
// finds over budget; `npm run bench` prints the same figures in its table.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { recordFirstViews } from './web-budgets-browser.mjs';
import { ensureWebBuild, webDistDir } from './web-build.mjs';

const webDir = path.resolve(import.meta.dirname, '../apps/web');
const budgets = JSON.parse(readFileSync(path.join(webDir, 'budgets.json'), 'utf8'));

/**
 * What a request costs beyond its body, as Chromium counts it over HTTP/2 and TLS from this
 * server: 140–152 bytes a script request for `/` and `/sign-in` (the response's HEADERS frame
 * after HPACK, which holds the repeated security headers after the first answer, and the DATA
 * frames' headers), rounded up. A constant, so the figure is the same run to run; the cost of a
 * request beyond its bytes (a round trip, a task to run it) is held down by `maxRequests` instead.
 */
export const requestOverheadBytes = 160;

/** How far the static figure may be from what Chromium fetched for a proved page. */
const proofTolerance = 0.05;

/** An id no record has: a page with a parameter loads its code and shows its "not found" state. */
const unknownId = '00000000-0000-4000-8000-000000000000';

/** `src/routes/_a/_b/x.$id.index.tsx` → `/x/<unknownId>`: pathless layouts and `index` drop out. */
export function routeUrl(routeFile) {
  const segments = routeFile
    .replace(/^src\/routes\//, '')
    .replace(/\.tsx$/, '')
    .split('/')
    .filter((segment) => !segment.startsWith('_'))
    .join('.')
    .split('.')
    .filter((segment) => segment !== 'index' && segment !== 'route' && segment !== '')
    .map((segment) => (segment.startsWith('$') ? unknownId : segment.replace(/_$/, '')));
  return `/${segments.join('/')}`;
}

/** TanStack file routes nest by folder: `a/b/c.tsx` renders inside `a.tsx`, `a/b.tsx` (or `route.tsx`). */
function layoutFiles(routeFile) {
  const folders = path.posix.dirname(routeFile).split('/').slice(2);
  return [
    'src/routes/__root.tsx',
    ...folders.flatMap((_, index) => {
      const folder = ['src/routes', ...folders.slice(0, index + 1)].join('/');
      return [`${folder}.tsx`, `${folder}/route.tsx`];
    }),
  ];
}

/** Bytes on the wire: the build's brotli copy when it made one (small files go out as they are). */
function wireBytes(file) {
  const compressed = path.join(webDistDir, `${file}.br`);
  return statSync(existsSync(compressed) ? compressed : path.join(webDistDir, file)).size;
}

/** The build's manifest read as pages: each page's route file → the script files a first view fetches. */
function readBuild() {
  const manifest = JSON.parse(readFileSync(path.join(webDistDir, '.vite/manifest.json'), 'utf8'));
  const routeChunks = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    const file = chunk.src?.split('?')[0];
    if (!chunk.isDynamicEntry || !file?.startsWith('src/routes/')) continue;
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
          !routeChunks.has(manifest[next].src?.split('?')[0]) &&
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
  /** The script files a first view of `page` fetches, signed out or as the demo student. */
  const firstView = (page, { signedOut = false } = {}) => {
    const lazy = [...layoutFiles(page), page].flatMap((file) => routeChunks.get(file) ?? []);
    // Every budgeted page is a student's or a signed-out visitor's: an educator's parts never load.
    const later = [
      ...budgets.perLocale,
      ...budgets.onDemand,
      ...budgets.educatorOnly,
      ...budgets.lmsOnly,
      ...(signedOut ? budgets.signedInOnly : []),
    ];
    // A chunk's script assets are the workers it starts (the device's time zone, signed in).
    return [...fetched([entryKey, ...lazy], later)]
      .flatMap((key) => [manifest[key].file, ...(manifest[key].assets ?? [])])
      .filter((file) => file.endsWith('.js') && !later.some((source) => file.includes(source)));
  };
  /**
   * What each language other than English fetches: its catalogue (its locale is the file's name)
   * and the chunks every such language shares (the page titles' translations).
   */
  const perLocale = Object.values(manifest).filter((chunk) =>
    budgets.perLocale.some((prefix) => chunk.src?.startsWith(prefix)),
  );
  const shared = perLocale.filter((chunk) => !chunk.src.endsWith('.po')).map((chunk) => chunk.file);
  const catalogues = perLocale
    .filter((chunk) => chunk.src.endsWith('.po'))
    .map((chunk) => ({ locale: path.basename(chunk.src, '.po'), files: [chunk.file, ...shared] }));
  return { pages, firstView, catalogues };
}

/** The sources a chunk was built from, read from its source map (generated code has none). */
function chunkSources(file) {
  const mapFile = path.join(webDistDir, `${file}.map`);
  return existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')).sources : [];
}

const charged = (files) =>
  files.reduce((sum, file) => sum + wireBytes(file) + requestOverheadBytes, 0);
const matches = (file, prefixes = []) => prefixes.some((prefix) => file.startsWith(prefix));

/** Every page of every budget group with its group and its first view's script files. */
function staticRows() {
  const { pages, firstView, catalogues } = readBuild();
  const failures = [];
  const rows = budgets.groups.flatMap((group) => {
    const members = pages.filter(
      (page) => matches(page, group.routes) && !matches(page, group.except),
    );
    if (members.length === 0)
      failures.push(`${group.name}: no route file matches ${group.routes.join(', ')}`);
    return members.map((page) => {
      const files = firstView(page, { signedOut: group.signedOut });
      return { group, page, files, requests: files.length, bytes: charged(files) };
    });
  });
  const perLocale = catalogues.map(({ locale, files }) => ({ locale, bytes: charged(files) }));
  return { rows, failures, perLocale };
}

/** Each page over its group's `maxKiB` or `maxRequests`, each student page reaching editor code. */
function overBudget({ group, page, files, bytes, requests }) {
  const failures = [];
  const name = `${page} (${group.name})`;
  if (bytes > group.maxKiB * 1024)
    failures.push(`${name}: ${bytes} bytes, over ${group.maxKiB} KiB`);
  if (group.maxRequests && requests > group.maxRequests)
    failures.push(`${name}: ${requests} script requests, over ${group.maxRequests}`);
  if (!group.noEditors) return failures;
  const sources = files.flatMap(chunkSources);
  const editors = budgets.editors.filter((editor) =>
    sources.some((source) => source.includes(editor)),
  );
  if (editors.length > 0)
    failures.push(`${name} loads editor code in its first view: ${editors.join(', ')}`);
  return failures;
}

/**
 * The static figure of each `budgets.browserProof` page against what Chromium fetched: more than
 * `proofTolerance` apart fails (the static rule has drifted from what the app does), and so does a
 * script fetched twice.
 */
async function proveInBrowser(rows, { serverUrl, port }) {
  const proved = budgets.browserProof.map((page) => rows.find((row) => row.page === page));
  const recorded = await recordFirstViews(
    proved.map((row) => ({ path: routeUrl(row.page), signedOut: row.group.signedOut })),
    { serverUrl, port },
  );
  const failures = [];
  proved.forEach((row, index) => {
    const { requests, preloaded, downloadedAgain } = recorded[index];
    // A second visit of the day takes every script from the cache (decision 0043).
    if (downloadedAgain.length > 0)
      failures.push(`${row.page}: a second visit downloaded ${downloadedAgain.join(', ')} again`);
    const files = requests.map((request) => new URL(request.url).pathname.slice(1));
    row.browser = {
      requests: files.length,
      bytes: requests.reduce((sum, request) => sum + request.bodyBytes + requestOverheadBytes, 0),
      counted: requests.reduce((sum, request) => sum + request.transferBytes, 0),
    };
    const gap = Math.abs(row.bytes - row.browser.bytes) / row.browser.bytes;
    if (gap > proofTolerance) {
      const only = (a, b) => a.filter((file) => !b.includes(file)).join(', ') || 'none';
      failures.push(
        `${row.page}: the static figure (${row.bytes} B) is ${(gap * 100).toFixed(1)} % from the browser's (${row.browser.bytes} B); only static: ${only(row.files, files)}; only browser: ${only(files, row.files)}`,
      );
    }
    for (const file of new Set(files.filter((file, at) => files.indexOf(file) !== at)))
      failures.push(`${row.page} fetches ${file} more than once`);
    // The document names the page's chunks so they download beside the entry (decision 0050),
    // and nothing its first view would not fetch anyway.
    if (preloaded.length === 0)
      failures.push(`${row.page}: the document's Link header preloads none of its scripts`);
    for (const file of preloaded.filter((file) => !row.files.includes(file)))
      failures.push(
        `${row.page}: the document preloads ${file}, which its first view does not need`,
      );
  });
  return failures;
}

/**
 * Every page of every budget group: its script requests and bytes charged, its group's limits,
 * and for the proved pages what Chromium fetched (`browser`); `failures` names each page over its
 * budget, each student page whose first view reaches editor code, each proved page whose figure
 * is more than 5 % from the browser's, and each chunk a proved page fetched twice; `seconds`
 * what the static figures and the browser's proof took.
 * `serverUrl`: a running server with the demo data for the proof, else one is started.
 */
export async function measureWebBudgets({
  serverUrl,
  port = Number(process.env.BUDGETS_PORT ?? 3300),
} = {}) {
  ensureWebBuild();
  const started = Date.now();
  const { rows, failures, perLocale } = staticRows();
  failures.push(...rows.flatMap(overBudget));
  const weighed = Date.now();
  failures.push(...(await proveInBrowser(rows, { serverUrl, port })));
  return {
    failures,
    seconds: { static: (weighed - started) / 1000, browser: (Date.now() - weighed) / 1000 },
    perLocale,
    rows: rows.map(({ group, page, files, ...figures }) => ({
      group: group.name,
      route: page.replace('src/routes/', ''),
      maxKiB: group.maxKiB,
      goalKiB: group.goalKiB,
      maxRequests: group.maxRequests,
      goalRequests: group.goalRequests,
      ...figures,
    })),
  };
}
