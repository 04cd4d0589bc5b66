import { defineConfig } from '@playwright/test';
import { e2ePorts } from './e2e/ports';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mjs';

const {
  app: port,
  shortLived: shortLivedPort,
  stripe: stripePort,
  smtp,
  mailbox,
  preview,
  shortLivedPreview,
} = e2ePorts;
const stripeWebhookSecret = 'whsec_e2e';

export default defineConfig({
  testDir: 'e2e',
  // Spec files run side by side on two workers (each test makes its own people and modules, or
  // only reads the demo data); the tests of one file run in order unless the file says otherwise.
  fullyParallel: false,
  workers: 2,
  // In CI a failed test runs once more, in a fresh worker: on a two-core machine the suite's
  // first minutes (two servers warming up beside the heaviest journeys) have run a page past its
  // time. A real break fails both runs, and the report lists any test that passed only on retry.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    trace: 'off',
    screenshot: 'off',
  },
  webServer: [
    {
      command: `node scripts/e2e-server.mjs ${port}`,
      url: `http://127.0.0.1:${port}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PREVIEW_PORT: String(preview),
        STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
        SMTP_URL: `smtp://127.0.0.1:${smtp}`,
      },
      stdout: 'ignore',
    },
    {
      command: `node e2e/smtp-capture.mjs ${smtp} ${mailbox}`,
      url: `http://127.0.0.1:${mailbox}/messages`,
      reuseExistingServer: false,
    },
    {
      command: `node e2e/fake-stripe.mjs ${stripePort} http://127.0.0.1:${port} ${stripeWebhookSecret}`,
      port: stripePort,
      reuseExistingServer: false,
    },
    {
      command: `node scripts/e2e-server.mjs ${shortLivedPort}`,
      url: `http://127.0.0.1:${shortLivedPort}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { ACCESS_TOKEN_TTL_SECONDS: '20', PREVIEW_PORT: String(shortLivedPreview) },
      stdout: 'ignore',
    },
  ],
});
