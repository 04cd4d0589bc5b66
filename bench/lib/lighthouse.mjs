// Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU) on Debian's Chromium. Each
// page is measured five times and the run with the median performance score is kept: single runs
// of the same page differ by up to eight points here, and Lighthouse's documentation on
// variability finds that the median of five halves the spread. A run Lighthouse itself could not
// complete (its trace lost a navigation start, say) is retried.
//
// Two ways in (decision 0043). The same-tab figures send the session cookies as a header on every
// request of a tab Lighthouse opens in the browser's one context, as the bench always did. The
// new-tab figures are the first visit of the day: each run signs in afresh (a refresh token is
// spent once) and opens a new browser context holding only the cookies that sign-in set, with the
// access cookie gone as it is after its 15 minutes: no session storage, no cache. After that run
// the page is opened once more in the same context, and every script it downloads rather than
// takes from the cache is counted (a second visit of the day should download none).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs';
import { trustProxyCertificate } from './tls-proxy.mjs';

/** `BENCH_LIGHTHOUSE_RUNS=1` makes a quick check that the bench runs; its figures are not medians. */
export const runsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const attemptsPerRun = 3;
const categories = ['performance', 'accessibility', 'best-practices'];

/** The session cookies the sign-in call sets, as one `Cookie` header. */
export async function sessionCookie(serverUrl, email, password) {
  const response = await fetch(`${serverUrl}/sso/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * The cookies the sign-in call sets, for a browser's jar, without the access cookie (the first
 * visit of the day finds it expired); `url` is the address the browser will open.
 */
export async function signInCookies(serverUrl, email, password, url) {
  const response = await fetch(`${serverUrl}/sso/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const origin = new URL(url).origin;
  return response.headers.getSetCookie().flatMap((cookie) => {
    const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
    const [name, ...value] = pair.split('=');
    if (name === 'actkn') return [];
    const path = attributes.find((part) => /^path=/i.test(part))?.slice(5) ?? '/';
    const httpOnly = attributes.some((part) => /^httponly$/i.test(part));
    return [{ name, value: value.join('='), url: `${origin}${path}`, path, httpOnly }];
  });
}

const score = (category) => Math.round(category.score * 100);

function summary(lhr) {
  const metric = (id) => lhr.audits[id].numericValue;
  return {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // The host's speed as Lighthouse measures it: its 4× CPU slowdown presumes a fast desktop
    // (1 500–2 000), so figures from a slower host are not comparable (decision 0048).
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Scripts a page's network log shows over the wire (transfer size, KiB) and their count. */
function scriptTransfer(lhr) {
  const scripts = (lhr.audits['network-requests'].details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  const bytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return { scriptRequests: scripts.length, scriptKiB: bytes / 1024 };
}

/** A new browser context with only `cookies`, its page, and a way to close it. */
async function freshContext(browser, cookies) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setCookie(
    ...cookies.map(({ name, value, url, path, httpOnly }) => ({
      name,
      value,
      url,
      path,
      httpOnly,
    })),
  );
  return { page, context, close: () => context.close() };
}

/**
 * Scripts the second visit of `url` in `context` downloads instead of reading its cache, as the
 * proxy's `downloads` (`downloadLog`) saw them. In a new tab, as a second visit of the day is:
 * Lighthouse leaves the cache disabled on the tab it measured. The page is visited once to fill
 * the cache (Lighthouse's run did not) before the visit that counts, which lasts until the page's
 * idle-time work (the time-zone worker) has started.
 */
export async function secondVisitDownloads(context, url, downloads) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle2', timeout: 60_000 });
  return downloads.scriptsDownloadedBy(async () => {
    await page.goto(url, { waitUntil: 'networkidle2', timeout: 60_000 });
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
}

/**
 * `BENCH_LIGHTHOUSE_REPORTS=<directory>` keeps every run's whole report there as JSON, to find
 * out why a figure is what it is (the LCP element and its phases, the long tasks, the requests).
 */
function keepReport(lhr, title) {
  const directory = process.env.BENCH_LIGHTHOUSE_REPORTS;
  mkdirSync(directory, { recursive: true });
  const name = `${title.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.json`;
  writeFileSync(path.join(directory, name), JSON.stringify(lhr));
}

async function runOnce(chrome, page, browser, downloads) {
  const { url, cookie, signIn } = page;
  for (let attempt = 1; ; attempt++) {
    let failure;
    const tab = signIn ? await freshContext(browser, await signIn(url)) : null;
    try {
      const { lhr } = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        },
        undefined,
        tab?.page,
      );
      if (process.env.BENCH_LIGHTHOUSE_REPORTS) keepReport(lhr, page.title);
      if (!lhr.runtimeError) {
        const secondVisit = tab
          ? await secondVisitDownloads(tab.context, url, downloads)
          : undefined;
        return { ...summary(lhr), ...scriptTransfer(lhr), secondVisit };
      }
      failure = lhr.runtimeError.message;
    } finally {
      await tab?.close();
    }
    if (attempt === attemptsPerRun)
      throw new Error(`Lighthouse could not measure ${url}: ${failure}`);
  }
}

/**
 * `pages`: `{ title, url, cookie? }` (same tab) or `{ title, url, signIn(url) }` (new tab, where
 * `signIn` answers `signInCookies`); answers each page's median run, in order, with every run.
 * `downloads`: the `downloadLog` of the proxy the new-tab pages go through.
 */
export async function measurePages(pages, { downloads } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: [...chromiumArgs, '--headless=new', trustProxyCertificate()],
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    acceptInsecureCerts: true,
  });
  try {
    const results = [];
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < runsPerPage; run++)
        runs.push(await runOnce(chrome, page, browser, downloads));
      runs.sort((a, b) => a.performance - b.performance);
      results.push({ ...page, ...runs[Math.floor(runs.length / 2)], runs });
    }
    return results;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
