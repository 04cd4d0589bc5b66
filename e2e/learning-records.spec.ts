import { expect, test } from '@playwright/test';
import { type FakeLrs, fakeLrs } from '../apps/server/test/support/fake-lrs';
import { e2ePorts } from './ports';
import { demo, expectAxeClean, expectNoHorizontalOverflow, signIn } from './support';

// The store is one setting for the whole platform, and the double-click walk saves one of its own
// on the main app; the second app has a database of its own.
test.use({ baseURL: `http://127.0.0.1:${e2ePorts.shortLived}` });

const key = 'sparked-e2e';
const secret = 'a-secret-of-some-length';
let lrs: FakeLrs;

test.beforeAll(async () => {
  lrs = await fakeLrs({
    authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`,
  });
});
test.afterAll(() => lrs.close());

test('an admin sets the school’s learning record store, tests it and removes it again', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page.goto('/educator/learning-records');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning records' })).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery).toContainText('Not configured');
  await expect(page.getByRole('region', { name: 'Refused statements' })).toContainText(
    'Nothing refused',
  );
  await expectAxeClean(page, 'the learning records page, no store');

  const connection = page.getByRole('region', { name: 'Connection' });
  await connection.getByLabel('Store address').fill(lrs.url);
  await connection.getByLabel('Key').fill(key);
  await connection.getByLabel('Secret').fill(secret);
  await connection.getByRole('button', { name: 'Save connection' }).click();
  await expect(delivery).toContainText('Set on this page');
  // The secret never comes back to the page.
  await expect(delivery).toContainText('Secret');
  await expect(page.locator('body')).not.toContainText(secret);

  await delivery.getByRole('button', { name: 'Test connection' }).click();
  await expect(delivery.getByRole('status').last()).toContainText(
    'Connected: the store speaks xAPI 1.0.3',
  );
  await expectAxeClean(page, 'the learning records page, a store set and tested');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page, 'the learning records page on a phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await connection.getByRole('button', { name: 'Remove this connection' }).click();
  await expect(delivery).toContainText('Not configured');
});
