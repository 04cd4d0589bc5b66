import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
/** A second server whose access tokens expire after 20 s, for the transparent-refresh journey. */
const shortLivedPort = port + 1;
/** A local fake of Stripe's API and payment page (e2e/fake-stripe.mjs) for paid modules. */
const stripePort = port + 2;
const stripeWebhookSecret = 'whsec_e2e';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
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
        STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      },
      stdout: 'ignore',
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
      env: { ACCESS_TOKEN_TTL_SECONDS: '20' },
      stdout: 'ignore',
    },
  ],
});
