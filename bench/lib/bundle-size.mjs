// Loads a page in Chromium as a signed-in student and sums the gzip size of every script it loads.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs';

const distDir = path.resolve(import.meta.dirname, '../../apps/web/dist');

export async function scriptsLoadedBy(baseUrl, pagePath, tokens) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(baseUrl);
    await page.evaluate((value) => sessionStorage.setItem('tokens', JSON.stringify(value)), tokens);
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    let gzipBytes = 0;
    let rawBytes = 0;
    for (const script of scripts) {
      const source = await readFile(path.join(distDir, script));
      rawBytes += source.length;
      gzipBytes += gzipSync(source, { level: 9 }).length;
    }
    return { files: scripts.size, rawBytes, gzipBytes };
  } finally {
    await browser.close();
  }
}
