import { expect, test } from '@playwright/test';
import { demo, expectAxeClean, mailTo, registerStudent, signIn, uniqueEmail } from './support';

test('a newcomer registers, lands on the dashboard and keeps the session across a reload', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Nova');
  await page.getByLabel('Last name').fill('Learner');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Hi, Nova!' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Sparked');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hi, Nova!' })).toBeVisible();
});

test('registration shows field messages for bad input, and for a taken email says to check the inbox', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Email').fill(demo.student.email);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    `We sent a message to ${demo.student.email}`,
  );
  await expect(page.getByText(/already exists|taken/)).toHaveCount(0);
  await expect(page).toHaveURL('/register');
  await expectAxeClean(page, 'register: check your email');
  // The owner is told someone tried, with the ways back into their account.
  const mail = await mailTo(demo.student.email);
  expect(mail.subject).toBe('Someone tried to make a Sparked account with your email');
  expect(mail.text).toContain('/forgot-password');
  await page.getByRole('link', { name: 'choose a new password' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('a wrong password is refused without saying which part was wrong', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(demo.student.email);
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
});

test('a signed-out visitor is sent to sign in and brought back afterwards', async ({ page }) => {
  await page.goto('/academy');
  await expect(page).toHaveURL('/sign-in?redirect=%2Facademy');
  await page.getByLabel('Email').fill(demo.student.email);
  await page.getByLabel('Password').fill(demo.student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/academy');
  await expect(page.getByRole('heading', { name: 'Academy' })).toBeVisible();
});

test('the sign-in page refuses to send anyone off-site after signing in', async ({ page }) => {
  await page.goto('/sign-in?redirect=%2F%2Fevil.example%2Fphish');
  await page.getByLabel('Email').fill(demo.student.email);
  await page.getByLabel('Password').fill(demo.student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
});

test('signing out clears storage and protected pages need signing in again', async ({ page }) => {
  await signIn(page, demo.student);
  await page.evaluate(() => localStorage.setItem('activeTheme', 'dark'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/sign-in');
  expect(await page.evaluate(() => [sessionStorage.length, localStorage.length])).toEqual([0, 0]);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a page view is recorded after each navigation, with the page title', async ({ page }) => {
  await signIn(page, demo.student);
  const pageView = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/analytics/events') && request.postDataJSON()?.path === '/store',
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  expect((await pageView).postDataJSON()).toEqual({
    name: 'page_view',
    path: '/store',
    title: 'Points store · Sparked',
  });
  await expect(page).toHaveTitle('Points store · Sparked');
});

test('navigating scrolls the page back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 260 });
  await signIn(page, demo.student);
  await expect(page.getByRole('heading', { name: 'Hi, Sam!' })).toBeVisible();
  const main = page.locator('#main-content');
  await main.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  expect(await main.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  await expect(page).toHaveURL('/store');
  await expect.poll(() => main.evaluate((element) => element.scrollTop)).toBe(0);
});

test('a student who forgot their password sets a new one from the emailed link', async ({
  page,
  context,
}) => {
  const account = await registerStudent(page, 'Remy');
  await context.clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account uses ${account.email}`);
  await expectAxeClean(page, 'the forgot-password page');

  const mail = await mailTo(account.email);
  expect(mail.subject).toBe('Reset your Sparked password');
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0] ?? '';
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('my new long password');
  await page.getByLabel('The new password again').fill('my new long passwort');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await page.getByLabel('The new password again').fill('my new long password');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('status')).toContainText('is changed');
  await expectAxeClean(page, 'the reset-password page');

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('a third long password');
  await page.getByLabel('The new password again').fill('a third long password');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('alert')).toContainText('expired or was used');

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await signIn(page, { email: account.email, password: 'my new long password' });
});
