import { expect, test } from '@playwright/test';
import { e2ePorts } from './ports';
import { demo, signIn, storedTokens } from './support';

// The second server issues access tokens that live 20 s (playwright.config.ts); the client
// treats them as expired 10 s before that.
test.use({ baseURL: `http://127.0.0.1:${e2ePorts.shortLived}` });

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  test.slow();
  await signIn(page, demo.student);
  const before = await storedTokens(page);
  await page.waitForTimeout(21_000);

  await page.getByRole('link', { name: 'Sam Student' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText(demo.student.email)).toBeVisible();
  const after = await storedTokens(page);
  expect(after?.accessToken).toBeTruthy();
  expect(after?.accessToken).not.toBe(before?.accessToken);
  expect(after?.refreshToken).not.toBe(before?.refreshToken);
});

test('two tabs of one browser share the session through refreshes, neither signing the other out', async ({
  context,
  page,
}) => {
  test.slow();
  await signIn(page, demo.student);
  const other = await context.newPage();
  await other.goto('/profile');
  await expect(other.getByText(demo.student.email)).toBeVisible();
  await page.waitForTimeout(21_000);

  // The first tab rotates the pair; past the reuse leeway, the second tab's copy is spent.
  await page.goto('/profile');
  await expect(page.getByText(demo.student.email)).toBeVisible();
  await page.waitForTimeout(6_000);
  await other.goto('/store');
  await expect(other).toHaveURL('/store');
  await page.goto('/store');
  await expect(page).toHaveURL('/store');
  expect((await storedTokens(other))?.refreshToken).toBe((await storedTokens(page))?.refreshToken);
});
