import { brotliCompressSync } from 'node:zlib';
import { expect, type Page, type Response, test } from '@playwright/test';
import { demo, signIn } from './support';

/** The app's own scripts, styles and fonts a page fetched, with their answers. */
function collectAssets(responses: Response[]) {
  return responses.filter((response) => new URL(response.url()).pathname.startsWith('/assets/'));
}

test('a signed-in student gets brotli scripts, cached for a year', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await signIn(page, demo.student);

  const scripts = collectAssets(responses).filter((response) => response.url().endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  for (const script of scripts) {
    const headers = await script.allHeaders();
    // Only a chunk that brotli cannot make smaller goes out as it is.
    if (headers['content-encoding'] !== 'br') {
      const plain = await (
        await page.request.get(script.url(), { headers: { 'accept-encoding': 'identity' } })
      ).body();
      expect(brotliCompressSync(plain).length, script.url()).toBeGreaterThanOrEqual(plain.length);
    }
    expect(headers.vary, script.url()).toMatch(/accept-encoding/i);
    expect(headers['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
  }

  const document = await page.request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(document.headers()['cache-control']).toBe('no-cache');
});

/** The fonts Chromium drew the page's main heading with, and the heading's width. */
async function headingFont(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  const box = await heading.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().width;
  });
  return { families: fonts.map((font) => font.familyName), width: box };
}

test("a browser's first visit is in Inter's stand-ins, fetching Inter once idle; the next is in Inter", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/sign-in');
  const first = await headingFont(page);
  // Liberation Sans here, sized to Inter's metrics (design-tokens/src/fonts/stand-ins.ts).
  expect(first.families).toEqual(['Liberation Sans']);
  // Seconds after the page has loaded, Inter's Latin core, the only part English text needs, is
  // fetched into the cache (apps/web/src/app/web-font.ts).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('sparked:web-font')), { timeout: 15_000 })
    .toBe('cached');
  expect(fonts).toEqual([
    expect.stringMatching(/^\/assets\/inter-latin-core-wght-normal-.+\.woff2$/),
  ]);

  await page.reload();
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute(
    'href',
    fonts[0] ?? '',
  );
  const next = await headingFont(page);
  expect(next.families).toEqual(['Inter']);
  // The stand-in took Inter's room: the heading's width is within 4 % of it.
  expect(Math.abs(first.width - next.width) / next.width).toBeLessThan(0.04);
});
