import { expect, type Request, test } from '@playwright/test';
import { demo, storedTokens } from './support';

// The first visit of the day (decision 0043): a new tab, nothing in its session storage or cache,
// and only the cookies a sign-in set, the access cookie gone as it is after its 15 minutes.

const pathOf = (request: Request) => new URL(request.url()).pathname;
/** The restore's two calls: read the session cookies, then trade the refresh token. */
const restoreCalls = new Set(['/sso/cookie', '/sso/auth/tokens/refresh']);
/** Any other API call: the page's data (the SSO's `/auth/me` among them). */
const dataCall = (request: Request) =>
  /^\/(api|tools-api|sparked-api|sso)\//.test(pathOf(request)) &&
  !restoreCalls.has(pathOf(request));

test('a signed-in page’s restore starts while the app’s code downloads, and is spent once', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.request.post('/sso/auth/login', { data: demo.student });
  await context.clearCookies({ name: 'actkn' });
  const page = await context.newPage();

  // Every request start and the entry script's release, in the order they happen.
  const events: string[] = [];
  let bothAuthCallsStarted: () => void = () => undefined;
  const authStarted = new Promise<void>((resolve) => {
    bothAuthCallsStarted = resolve;
  });
  page.on('request', (request) => {
    if (restoreCalls.has(pathOf(request))) events.push(pathOf(request));
    if (dataCall(request)) events.push('data');
    if (events.includes('/sso/cookie') && events.includes('/sso/auth/tokens/refresh'))
      bothAuthCallsStarted();
  });
  // The entry script is held until the restore has started (or 10 s have passed): a restore
  // that waited for the app's code would start only after it.
  await page.route('**/assets/index-*.js', async (route) => {
    await Promise.race([authStarted, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    events.push('entry');
    await route.continue();
  });

  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Your modules' })).toContainText('Photosynthesis');
  expect((await storedTokens(page))?.accessToken).toBeTruthy();

  // Both auth round trips were under way before the entry arrived, none came after it, and the
  // refresh token was sent once: the page's first query waited on no restore of its own.
  const entry = events.indexOf('entry');
  expect(events.slice(0, entry)).toEqual(['/sso/cookie', '/sso/auth/tokens/refresh']);
  expect(events.slice(entry + 1).filter((event) => restoreCalls.has(event))).toEqual([]);
  expect(events.slice(entry + 1)).toContain('data');
  await context.close();
});

test('a signed-out visitor’s sign-in page asks the SSO nothing and breaks no policy', async ({
  page,
}) => {
  const authCalls: string[] = [];
  const policyErrors: string[] = [];
  page.on('request', (request) => {
    if (pathOf(request).startsWith('/sso/')) authCalls.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
  });
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(authCalls).toEqual([]);
  expect(policyErrors).toEqual([]);
});
