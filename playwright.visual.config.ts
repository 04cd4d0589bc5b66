import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mjs';

const port = Number(process.env.VISUAL_PORT ?? 6107);

/**
 * Visual regression: every story of the static Storybook (`npm run build-storybook`) in every
 * built-in theme, compared with the baselines committed under visual/baselines.
 * `npm run test:visual -- --update-snapshots` rewrites them after an intended change.
 */
export default defineConfig({
  testDir: 'visual',
  testMatch: '*.visual.ts',
  fullyParallel: true,
  workers: 2,
  // A retry runs in a fresh worker, so a moment of load on the machine does not fail npm test; a
  // real change fails both attempts, and the report lists any story that only passed on retry.
  retries: 1,
  timeout: 30_000,
  reporter: process.env.CI ? 'dot' : 'list',
  snapshotPathTemplate: 'visual/baselines/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Anti-aliasing may differ by a few pixels between Chromium builds. A count, not a share of
      // the page: a share let a new toolbar button through on a story that fills a tenth of it.
      maxDiffPixels: 64,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 960, height: 720 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumExecutable,
      args: [...chromiumArgs, '--font-render-hinting=none'],
    },
    trace: 'off',
    screenshot: 'off',
  },
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    timeout: 30_000,
    reuseExistingServer: false,
  },
});
