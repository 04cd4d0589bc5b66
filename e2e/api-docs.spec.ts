import { expect, test } from '@playwright/test';
import { endpoints, mountedPath } from '@sparked/contracts';

test('the API reference renders every tag and operation from our origin under the CSP', async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL ?? '').origin)
      problems.push(`left our origin: ${request.url()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  await page.goto(mountedPath(endpoints.apiDocs));
  // Swagger UI reads and lays out the whole table's document first: seconds on a busy machine.
  await expect(page.getByRole('heading', { name: /Sparked API/ })).toBeVisible({
    timeout: 30_000,
  });
  // Every tag of the table is listed, folded; opening one lists its operations.
  const tags = new Set(Object.values(endpoints).flatMap((endpoint) => endpoint.tags));
  for (const tag of tags) {
    await expect(page.getByRole('link', { name: tag, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Store', exact: true }).click();
  await expect(page.getByText(endpoints.purchaseItem.summary)).toBeVisible();
  await page.getByRole('link', { name: 'Sessions', exact: true }).click();
  await expect(page.getByText(endpoints.refreshTokens.summary)).toBeVisible();

  // Opening an operation shows its inputs and the shared error answers, read from the document.
  await page.getByText(endpoints.login.summary).click();
  const login = page.locator('#operations-Sessions-login');
  await expect(login.getByText('Request body')).toBeVisible();
  await expect(login.getByText(/No valid access token/)).toBeVisible();
  expect(problems).toEqual([]);
});
