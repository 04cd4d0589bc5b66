// Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU) on Debian's Chromium. Each
// page is measured five times and the run with the median performance score is kept: single runs
// of the same page differ by up to eight points here, and Lighthouse's documentation on
// variability finds that the median of five halves the spread. A run Lighthouse itself could not
// complete (its trace lost a navigation start, say) is retried.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs';

export const runsPerPage = 5;
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
  };
}

async function runOnce(port, url, cookie) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!lhr.runtimeError) return summary(lhr);
    if (attempt === attemptsPerRun)
      throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  }
}

/** `pages`: `{ title, url, cookie? }`; answers each page's median run, in order. */
export async function measurePages(pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: [...chromiumArgs, '--headless=new', '--ignore-certificate-errors'],
  });
  try {
    const results = [];
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < runsPerPage; run++)
        runs.push(await runOnce(chrome.port, page.url, page.cookie));
      runs.sort((a, b) => a.performance - b.performance);
      results.push({ ...page, ...runs[Math.floor(runs.length / 2)], runs });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
