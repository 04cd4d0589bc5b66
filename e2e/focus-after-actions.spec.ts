import { expect, test } from '@playwright/test';
import { arrive, forgetSession, pagesOf, visitors } from './button-walk';
import { pressEnter } from './keyboard';
import { type Pressed, pressEveryButton } from './press-buttons';
import { demo, signIn, uniqueEmail } from './support';
import { watchWrites } from './write-watch';

/**
 * The focus rule (decision 0044), for every action button of the app: the walk the double-click
 * test makes (`button-walk.ts`), pressing each button once from the keyboard (focus, Enter), and
 * after each press settles focus must be somewhere a person can go on from — never on the page
 * itself (`<body>`), where a screen reader loses its place.
 */

test.describe.configure({ mode: 'parallel' });

for (const visitor of visitors) {
  test(`focus never falls to the page after an action, ${visitor}`, async ({ page }, testInfo) => {
    // One press per button, each waiting for focus to settle: longer than the double-click walk.
    test.setTimeout(600_000);
    const fixture = await arrive(page, visitor);
    const watch = watchWrites(page);
    const pressed: Pressed[] = [];
    const { pages } = pagesOf(visitor, fixture);
    try {
      for (const options of pages) {
        await test.step(options.route, () =>
          pressEveryButton(page, watch, { ...options, pressed, mode: 'keyboard' }),
        );
        if (visitor === 'signed out') await forgetSession(page);
      }
    } finally {
      const report = pressed
        .map((result) => `${result.route} › ${result.button}: ${(result.focus ?? []).join(' → ')}`)
        .join('\n');
      console.log(`${visitor}: ${pressed.length} buttons pressed\n${report}`);
      await testInfo.attach('focus', { body: report, contentType: 'text/plain' });
    }
    expect(pressed.length).toBeGreaterThan(0);
    expect(
      pressed
        .filter((result) => result.focus?.includes('<body>'))
        .map((result) => `${result.route} › ${result.button}: ${result.focus?.join(' → ')}`),
    ).toEqual([]);
  });
}

test('a move to another page is announced once, not on the first load', async ({ page }) => {
  await signIn(page, demo.student);
  const announcer = page.locator('[data-route-announcer]');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText('');
  const nav = page.getByRole('navigation').first();
  const link = nav.getByRole('link', { name: 'Store' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle(/store/i);
  await expect(announcer).toHaveText(await page.title());
  // Focus stayed on the link the person pressed; the title is what they hear.
  await expect(link).toBeFocused();
});

test('errors take focus: an empty new class, and a refused sign-in marks both fields', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(demo.student.email);
  await page.getByLabel('Password').fill('not the password at all');
  await pressEnter(page, 'Sign in');
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeFocused();
  for (const field of [email, page.getByLabel('Password')]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/.+/);
  }

  await signIn(page, demo.facilitator);
  await page.goto('/educator/classes');
  await pressEnter(page, 'New class');
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await pressEnter(page, 'Create class');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Give the class a name.');
  await pressEnter(page, 'Cancel');
  await expect(page.getByRole('button', { name: 'New class' })).toBeFocused();
});

test('a new account from the register form lands with focus on its dashboard', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Focus');
  await page.getByLabel('Last name').fill('Learner');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password').fill('a long enough password');
  await pressEnter(page, 'Create account');
  await expect(page.getByRole('heading', { name: 'Hi, Focus!' })).toBeFocused();
});
