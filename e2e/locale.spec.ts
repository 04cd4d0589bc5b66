import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, registerStudent, signIn } from './support';

// Playwright's `locale` sets both navigator.languages and the Accept-Language header.
test.use({ locale: 'fil-PH' });

test('a visitor whose browser prefers Filipino reads the signed-out pages in Filipino and can switch to English', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page).toHaveTitle('Mag-sign in · Sparked');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Gumawa ng account' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Mag-sign in' })).toBeVisible();
  // The form too: its heading, its fields and its links.
  const form = page.getByRole('form', { name: 'Mag-sign in' });
  await expect(form.getByLabel('Password')).toBeVisible();
  await expect(form.getByRole('link', { name: 'Nakalimutan ang password?' })).toBeVisible();
  await expect(form.getByRole('link', { name: 'Gumawa ng account ng mag-aaral' })).toBeVisible();

  await header.getByLabel('Wika').selectOption('en');
  await expect(header.getByRole('link', { name: 'Create account' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Sign in · Sparked');

  // The choice outlives the browser's preference on this device.
  await page.reload();
  await expect(header.getByRole('link', { name: 'Create account' })).toBeVisible();
  await expect(header.getByLabel('Language')).toHaveValue('en');
});

test('a Filipino visitor reads the form’s field errors in Filipino (decision 0046)', async ({
  page,
}) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Gumawa ng iyong account bilang mag-aaral' });
  await form.getByLabel('Unang pangalan').fill(' ');
  await form.getByLabel('Apelyido').fill('Cruz');
  await form.getByLabel('Email').fill('ana@example.org');
  await form.getByLabel('Password').fill('maikli');
  await form.getByRole('button', { name: 'Gumawa ng account' }).click();
  await expect(form.getByText('Kailangan ang unang pangalan.')).toBeVisible();
  await expect(form.getByText('Dapat hindi bababa sa 10 na character ang password.')).toBeVisible();
});

test('on a phone the signed-out header folds the language list behind the menu, the ways in beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Mag-sign in' })).toBeVisible();
  await expect(header.getByLabel('Wika')).toBeHidden();
  // The page starts within the top fifth of the screen (as every-route.spec.ts has it).
  const contentTop = await page.evaluate(
    () => document.getElementById('main-content')?.getBoundingClientRect().top ?? 0,
  );
  expect(contentTop).toBeLessThanOrEqual(844 / 5);
  await header.getByRole('button', { name: 'Menu' }).click();
  await header.getByLabel('Wika').selectOption('en');
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'register on a phone, the menu open');
});

test.describe('the language kept on the account', () => {
  test.use({ locale: 'en-US' });

  test('a student who chooses Filipino on their profile reads Sparked in Filipino on another device', async ({
    page,
    browser,
  }, testInfo) => {
    // A new account: the demo student's language would follow it into every other test.
    const account = await registerStudent(page, 'Lakan');
    await page.goto('/profile');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/sso/auth/me/locale') && response.ok(),
    );
    await page.getByLabel('Language').selectOption('fil');
    await saved;
    await expect(page.getByLabel('Wika')).toHaveValue('fil');
    await expect(page).toHaveTitle('Profile · Sparked');
    await expect(
      page.getByText(
        'Ipapakita ng Sparked ang wikang ito sa bawat device kung saan ka mag-sign in.',
      ),
    ).toBeVisible();

    // Another device, whose browser prefers English and has chosen nothing.
    const other = await browser.newContext({
      locale: 'en-US',
      baseURL: testInfo.project.use.baseURL,
    });
    const phone = await other.newPage();
    await signIn(phone, account);
    await expect(phone.locator('html')).toHaveAttribute('lang', 'fil');
    await phone.goto('/store');
    await expect(phone).toHaveTitle('Tindahan ng puntos · Sparked');
    await phone.goto('/profile');
    await expect(phone.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(phone.getByLabel('Wika')).toHaveValue('fil');
    await other.close();
  });
});
