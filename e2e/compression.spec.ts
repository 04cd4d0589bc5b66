import { brotliCompressSync } from 'node:zlib';
import { expect, type Response, test } from '@playwright/test';
import { demo, signIn } from './support';

/** The app's own scripts, styles and fonts a page fetched, with their answers. */
function collectAssets(responses: Response[]) {
  return responses.filter((response) => new URL(response.url()).pathname.startsWith('/assets/'));
}

test("a signed-in student gets brotli scripts, cached for a year, and only Inter's Latin core, early", async ({
  page,
}) => {
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

  const font = page.locator('link[rel="preload"][as="font"]');
  await expect(font).toHaveAttribute('href', /\/assets\/inter-latin-core-wght-normal-.+\.woff2$/);
  // English text needs no other part of the font (design-tokens/src/fonts/inter-subsets.test.ts).
  const fonts = collectAssets(responses).filter((response) => response.url().endsWith('.woff2'));
  expect(fonts.map((response) => new URL(response.url()).pathname)).toEqual([
    expect.stringMatching(/^\/assets\/inter-latin-core-wght-normal-.+\.woff2$/),
  ]);
  const document = await page.request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(document.headers()['cache-control']).toBe('no-cache');
});
