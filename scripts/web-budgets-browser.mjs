// The JavaScript a first view of each page really fetches, weighed as the browser counts it,
// against apps/web/budgets.json (decision 0043). Each page is loaded in Debian's Chromium, in a new
// browser context holding only the session cookies (a new tab of the day: no session storage, no
// cache), over HTTPS and HTTP/2 through the bench's TLS proxy, and every script request is recorded
// until the network is idle, then idle once more after an idle callback (what loads right after the
// page: idle-time and prefetched chunks). A page is charged, per script request, its body as
// served (brotli) plus `requestOverheadBytes`. `npm run test:budgets` fails on what this finds over
// budget; `npm run bench` prints the same figures in its table.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../bench/lib/server.mjs';
import { startTlsProxy } from '../bench/lib/tls-proxy.mjs';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';
import { ensureWebBuild, webDistDir } from './web-build.mjs';

const webDir = path.resolve(import.meta.dirname, '../apps/web');
const budgets = JSON.parse(readFileSync(path.join(webDir, 'budgets.json'), 'utf8'));

/**
 * What a request costs beyond its body, as Chromium counts it over HTTP/2 and TLS from this
 * server: 140–152 bytes a script request for `/` and `/sign-in` (the response's HEADERS frame
 * after HPACK, which holds the repeated security headers after the first answer, and the DATA
 * frames' headers), rounded up. A constant, so the figure is the same run to run and stays
 * within a few percent of what the browser downloads; the cost of a request beyond its bytes
 * (a round trip, a task to run it) is held down by `maxRequests` instead.
 */
export const requestOverheadBytes = 160;

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

const isRouteFile = (file) => file?.startsWith('src/routes/') && file.endsWith('.tsx');

/** Route files that are pages (not layouts), read from the build's manifest. */
function pageFiles() {
  const manifest = JSON.parse(readFileSync(path.join(webDistDir, '.vite/manifest.json'), 'utf8'));
  const routes = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isDynamicEntry)
      .map((chunk) => chunk.src?.split('?')[0])
      .filter(isRouteFile),
  );
  const isLayout = (file) => {
    const folder = file.replace(/(\/route)?\.tsx$/, '/');
    return [...routes].some((other) => other !== file && other.startsWith(folder));
  };
  return [...routes].filter((file) => !isLayout(file)).sort();
}

/** The session cookies the demo student's sign-in sets, for the browser context. */
async function sessionCookies(serverUrl, appUrl) {
  const response = await fetch(`${serverUrl}/sso/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@sparked.test', password: 'sparked-student-demo' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => {
    const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
    const [name, ...value] = pair.split('=');
    const cookiePath = attributes.find((part) => /^path=/i.test(part))?.slice(5) ?? '/';
    return { name, value: value.join('='), url: `${appUrl}${cookiePath}` };
  });
}

/**
 * Every script a first view of `url` fetches: `{ url, bodyBytes, transferBytes }` per request in
 * order, repeats included. `bodyBytes` is the body as served (compressed), `transferBytes` what
 * Chromium counts as received for it, headers and framing included.
 */
export async function scriptRequests(browser, url, cookies) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    if (cookies.length > 0) await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map();
    const finished = [];
    const quiet = networkQuiet(cdp);
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      if (type === 'Script') scripts.set(requestId, request.url);
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (scripts.has(requestId)) finished.push({ requestId, encodedDataLength });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    await quiet();
    // What the page starts once the browser is idle (idle-time loads, prefetches) counts too.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
    );
    await quiet();
    const requests = [];
    for (const { requestId, encodedDataLength } of finished) {
      const response = await cdp.send('Network.getResponseBody', { requestId }).catch(() => null);
      const bodyBytes = bodyBytesOf(scripts.get(requestId), response);
      requests.push({
        url: scripts.get(requestId),
        bodyBytes,
        transferBytes: encodedDataLength,
      });
    }
    return requests;
  } finally {
    await context.close();
  }
}

/** Requests that never finish by design (a live stream) do not hold the page open. */
const longLived = new Set(['EventSource', 'WebSocket']);
const quietMs = 700;
const settleCapMs = 30_000;

/**
 * A function resolving once no request has been in flight for `quietMs` (Playwright's
 * `networkidle` counts a live event stream as busy forever), or after `settleCapMs`.
 */
function networkQuiet(cdp) {
  const inFlight = new Set();
  let lastChange = Date.now();
  const settle = (requestId) => {
    if (inFlight.delete(requestId)) lastChange = Date.now();
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
    if (longLived.has(type)) return;
    inFlight.add(requestId);
    lastChange = Date.now();
  });
  cdp.on('Network.loadingFinished', ({ requestId }) => settle(requestId));
  cdp.on('Network.loadingFailed', ({ requestId }) => settle(requestId));
  return async () => {
    const started = Date.now();
    while (Date.now() - started < settleCapMs) {
      if (inFlight.size === 0 && Date.now() - lastChange >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

/** The body as served: the build's brotli copy of a hashed asset, else the decoded length. */
function bodyBytesOf(url, response) {
  const file = new URL(url).pathname.replace(/^\//, '');
  try {
    return readFileSync(path.join(webDistDir, `${file}.br`)).length;
  } catch {
    try {
      return readFileSync(path.join(webDistDir, file)).length;
    } catch {
      return response
        ? Buffer.byteLength(response.body, response.base64Encoded ? 'base64' : 'utf8')
        : 0;
    }
  }
}

/** Waits for a server still migrating and seeding (minutes on a busy machine), else throws. */
async function untilReady(serverUrl, timeoutMs = 600_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const ready = await fetch(`${serverUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server at ${serverUrl} was not ready within ${timeoutMs / 1000} s`);
}

/** `requests` → the page's row figures: bytes charged, requests, repeats. */
export function weigh(requests) {
  const counts = new Map();
  for (const request of requests) counts.set(request.url, (counts.get(request.url) ?? 0) + 1);
  const repeated = [...counts].filter(([, count]) => count > 1).map(([url]) => url);
  return {
    requests: requests.length,
    bytes: requests.reduce((sum, request) => sum + request.bodyBytes + requestOverheadBytes, 0),
    browserBytes: requests.reduce((sum, request) => sum + request.transferBytes, 0),
    repeated,
  };
}

/** Runs `work` over `items`, `width` at a time, answering results in the items' order. */
async function inParallel(items, width, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

const matches = (file, prefixes = []) => prefixes.some((prefix) => file.startsWith(prefix));

/**
 * Every page of every budget group: its requests, bytes charged (`bytes`), what Chromium counted
 * (`browserBytes`), repeated fetches, and its group's limits; `failures` names each page over its
 * budget (`maxKiB`, `maxRequests`), each chunk fetched twice, and each student page whose first
 * view fetches editor code. `serverUrl`: a running server with the demo data, else one is started.
 */
export async function measureWebBudgets({
  serverUrl,
  progress = false,
  port = Number(process.env.BUDGETS_PORT ?? 3300),
} = {}) {
  ensureWebBuild();
  const stops = [];
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    if (!serverUrl) {
      const server = await startServer(port, { PREVIEW_PORT: String(port + 5) });
      stops.push(server.stop);
      serverUrl = server.url;
      await untilReady(serverUrl);
    }
    const proxy = await startTlsProxy(Number(new URL(serverUrl).port), port + 2);
    stops.push(proxy.stop);
    const cookies = await sessionCookies(serverUrl, proxy.url);
    const pages = pageFiles();
    const jobs = budgets.groups.flatMap((group) => {
      const members = pages.filter(
        (page) => matches(page, group.routes) && !matches(page, group.except),
      );
      return members.length > 0 ? members.map((page) => ({ group, page })) : [{ group }];
    });
    const measured = await inParallel(jobs, 3, async ({ group, page }) => {
      if (!page) return null;
      const requests = await scriptRequests(
        browser,
        `${proxy.url}${routeUrl(page)}`,
        group.signedOut ? [] : cookies,
      );
      const figures = weigh(requests);
      if (progress)
        console.error(
          `  ${routeUrl(page)}: ${figures.requests} scripts, ${(figures.bytes / 1024).toFixed(1)} KiB`,
        );
      return { ...figures, fetched: requests };
    });
    return judge(jobs, measured);
  } finally {
    await browser.close();
    for (const stop of stops.reverse()) await stop();
  }
}

/** The sources a chunk was built from, read from its source map (generated code has none). */
function chunkSources(url) {
  const file = path.join(webDistDir, `${new URL(url).pathname}.map`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')).sources;
  } catch {
    return [];
  }
}

function judge(jobs, measured) {
  const failures = [];
  const rows = [];
  jobs.forEach(({ group, page }, index) => {
    if (!page) {
      failures.push(`${group.name}: no route file matches ${group.routes.join(', ')}`);
      return;
    }
    const { fetched, ...figures } = measured[index];
    const { maxKiB, goalKiB, maxRequests, goalRequests } = group;
    const route = page.replace('src/routes/', '');
    rows.push({
      group: group.name,
      route,
      maxKiB,
      goalKiB,
      maxRequests,
      goalRequests,
      ...figures,
      fetched,
    });
    if (figures.bytes > maxKiB * 1024)
      failures.push(`${page} (${group.name}): ${figures.bytes} bytes, over ${maxKiB} KiB`);
    if (maxRequests && figures.requests > maxRequests)
      failures.push(
        `${page} (${group.name}): ${figures.requests} script requests, over ${maxRequests}`,
      );
    for (const url of figures.repeated)
      failures.push(`${page} (${group.name}) fetches ${new URL(url).pathname} more than once`);
    if (!group.noEditors) return;
    const sources = fetched.flatMap((request) => chunkSources(request.url));
    const editors = budgets.editors.filter((editor) =>
      sources.some((source) => source.includes(editor)),
    );
    if (editors.length > 0)
      failures.push(
        `${page} (${group.name}) loads editor code in its first view: ${editors.join(', ')}`,
      );
  });
  return { rows, failures };
}
