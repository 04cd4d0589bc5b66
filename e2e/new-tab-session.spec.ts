import { expect, type Page, test } from '@playwright/test';
import { demo, signIn, storedTokens } from './support';

const signedOutOffer = 'Sign in or create a student account';

/** Notes whether the page ever showed the signed-out offer, however briefly. */
const watchForSignedOutOffer = (page: Page) =>
  page.addInitScript((text) => {
    const seen = () => {
      if (document.body?.textContent?.includes(text)) {
        sessionStorage.setItem('saw-signed-out-offer', 'yes');
      }
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  }, signedOutOffer);

test('a signed-in student opening a join link or a public page in a new tab is signed in there', async ({
  context,
  page,
}) => {
  await signIn(page, demo.student);
  await page.goto('/student-journey');
  const classLink = page.getByRole('link', { name: 'Year 8 Science' }).first();
  const classPath = (await classLink.getAttribute('href')) ?? '';
  expect(classPath).toMatch(/^\/student-journey\/classes\/[^/]+$/);

  // The way links arrive from chat or an LMS: a new tab, with nothing in its session storage.
  const joinTab = await context.newPage();
  await watchForSignedOutOffer(joinTab);
  await joinTab.goto(`${classPath}/ABCDEFGH`);
  await expect(joinTab.getByText('You are in this class.')).toBeVisible();
  await expect(joinTab.getByText(signedOutOffer)).toHaveCount(0);
  expect(await joinTab.evaluate(() => sessionStorage.getItem('saw-signed-out-offer'))).toBeNull();
  expect((await storedTokens(joinTab))?.accessToken).toBeTruthy();

  const publicTab = await context.newPage();
  await publicTab.goto('/ai-competition');
  await expect(publicTab.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(publicTab.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  // Signing out in one tab leaves new tabs signed out.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/sign-in');
  const afterTab = await context.newPage();
  await afterTab.goto(`${classPath}/ABCDEFGH`);
  await expect(afterTab.getByText(signedOutOffer)).toBeVisible();
});

test('a signed-out visitor’s public page asks the SSO nothing', async ({ page }) => {
  const sessionCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/sso/')) sessionCalls.push(request.url());
  });
  await page.goto('/ai-competition');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(sessionCalls).toEqual([]);
});
