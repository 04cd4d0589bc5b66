// What Chromium fetches as script for a first view of a few pages (decision 0043), to prove the
// static figure of scripts/web-budgets.mjs against the browser: the server as `npm start` runs it on
// a fresh embedded database with the demo data (or one already running), behind the bench's HTTPS +
// HTTP/2 proxy; each page in a new browser context holding only the demo student's session cookies
// (a new tab of the day: no session storage, no cache), every script request recorded until the
// network is quiet, then once more after an idle callback (idle-time loads and prefetches count).
// Then the page again in a new tab of the same context: a second visit downloads no script.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../bench/lib/server.mjs';
import { downloadLog, startTlsProxy, trustProxyCertificate } from '../bench/lib/tls-proxy.mjs';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';
import { webDistDir } from './web-build.mjs';

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
 * Every script a first view of `url` fetches, then what a second visit in the same context (a new
 * tab, the cache filled) downloads again instead of taking from the cache: `{ requests,
 * downloadedAgain }`, read from the proxy's `downloads` (`downloadLog`).
 */
async function firstAndSecondVisit(browser, url, cookies, downloads) {
  const context = await browser.newContext();
  try {
    if (cookies.length > 0) await context.addCookies(cookies);
    const { requests, preloaded } = await scriptRequests(context, url);
    let again = [];
    const downloadedAgain = await downloads.scriptsDownloadedBy(async () => {
      ({ requests: again } = await scriptRequests(context, url));
    });
    if (again.length === 0) throw new Error(`the second visit of ${url} requested no script`);
    return { requests, preloaded, downloadedAgain };
  } finally {
    await context.close();
  }
}

/**
 * Every script a view of `url` in a new tab of `context` requests, as `requests`: `{ url,
 * bodyBytes, transferBytes }` per request in order, repeats included. `bodyBytes` is the body as
 * served (compressed), `transferBytes` what Chromium counts as received for it, headers and
 * framing included. `preloaded`: the files the document's `Link` header names (decision 0050).
 */
async function scriptRequests(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map();
  const finished = [];
  const quiet = networkQuiet(cdp);
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (type !== 'Script') return;
    scripts.set(requestId, request.url);
    // A worker's script is answered on the worker's own target, which this session does not
    // see: it counts as requested, its body as served.
    if (isWorkerScript(request.url))
      finished.push({ requestId, encodedDataLength: 0, worker: true });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) finished.push({ requestId, encodedDataLength });
  });
  let preloaded = [];
  cdp.on('Network.responseReceived', ({ type, response }) => {
    if (type !== 'Document') return;
    const link = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'link');
    preloaded = [...String(link?.[1] ?? '').matchAll(/<\/([^>]+)>/g)].map((match) => match[1]);
  });
  await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
  await quiet();
  // What the page starts once the browser is idle (idle-time loads, prefetches) counts too.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
  );
  await quiet();
  const requests = [];
  for (const { requestId, encodedDataLength, worker } of finished) {
    const response = await cdp.send('Network.getResponseBody', { requestId }).catch(() => null);
    const bodyBytes = bodyBytesOf(scripts.get(requestId), response);
    requests.push({
      url: scripts.get(requestId),
      bodyBytes,
      // Chromium's count of a worker's answer is on the worker's target: its body stands in.
      transferBytes: worker ? bodyBytes : encodedDataLength,
    });
  }
  return { requests, preloaded };
}

/** A dedicated worker's script: the build names it after its `*.worker.ts` source. */
const isWorkerScript = (url) => /\.worker-[\w-]+\.js$/.test(new URL(url).pathname);

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
  cdp.on('Network.requestWillBeSent', ({ requestId, type, request }) => {
    // A worker's script finishes on the worker's target: waited for here, it never would.
    if (longLived.has(type) || isWorkerScript(request.url)) return;
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

/**
 * For each of `pages` (`{ path, signedOut }`): every script request its first view makes, in
 * order, repeats included, as `requests` of `{ url, bodyBytes, transferBytes }` (`bodyBytes` the
 * body as served, `transferBytes` what Chromium counted, headers and framing included), the files
 * its document's `Link` header preloads (`preloaded`), and the
 * scripts a second visit downloaded again rather than took from the cache, `downloadedAgain`.
 * `serverUrl`: a running server with the demo data, else one is started on `port`.
 */
export async function recordFirstViews(pages, { serverUrl, port }) {
  const stops = [];
  const browser = await chromium.launch({
    executablePath: chromiumExecutable,
    args: [...chromiumArgs, trustProxyCertificate()],
  });
  try {
    if (!serverUrl) {
      const server = await startServer(port, { PREVIEW_PORT: String(port + 5) });
      stops.push(server.stop);
      serverUrl = server.url;
      await untilReady(serverUrl);
    }
    const downloads = downloadLog();
    const proxy = await startTlsProxy(Number(new URL(serverUrl).port), port + 2, downloads);
    stops.push(proxy.stop);
    const cookies = await sessionCookies(serverUrl, proxy.url);
    // One page at a time: pages in parallel would slow each other's start-up on a small machine,
    // and these few are a proof, not the whole check.
    const recorded = [];
    for (const page of pages)
      recorded.push(
        await firstAndSecondVisit(
          browser,
          `${proxy.url}${page.path}`,
          page.signedOut ? [] : cookies,
          downloads,
        ),
      );
    return recorded;
  } finally {
    await browser.close();
    for (const stop of stops.reverse()) await stop();
  }
}
