import { expect, type Page, test } from '@playwright/test';
import { demo, expectAxeClean, signIn, themes } from './support';

async function useTheme(page: Page, theme: (typeof themes)[number]) {
  await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

test('sign-in and registration pages pass axe in every theme', async ({ page }) => {
  for (const theme of themes) {
    await page.goto('/sign-in');
    await useTheme(page, theme);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expectAxeClean(page, `sign-in (${theme})`);
    await page.goto('/register');
    await expectAxeClean(page, `register (${theme})`);
  }
});

// One test per theme: eleven pages each, so a busy machine does not run one test out of time.
for (const theme of themes) {
  test(`student and educator layouts pass axe in the ${theme} theme`, async ({ page }) => {
    // Eleven pages with axe: about 30 s alone, over a minute while the suite starts up beside it.
    test.setTimeout(120_000);
    await signIn(page, demo.admin);
    await useTheme(page, theme);
    for (const path of [
      '/',
      '/profile',
      '/store',
      '/dashboard',
      '/ai-tools/code-box',
      '/ai-tools/janus',
      '/educator/dashboard',
      '/educator/modules',
      '/module/create',
      '/educator/users',
      '/jira',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAxeClean(page, `${path} (${theme})`);
    }
  });
}

test('the open help desk passes axe in every theme', async ({ page }) => {
  await signIn(page, demo.student);
  for (const theme of themes) {
    await useTheme(page, theme);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open help desk' }).click();
    await expect(page.getByRole('log', { name: 'Conversation with Janus' })).toContainText(
      "Hi, I'm Janus",
    );
    await expectAxeClean(page, `help desk (${theme})`);
  }
});

test('choosing a theme stores it and re-applies the palette', async ({ page }) => {
  await page.goto('/sign-in');
  // A semantic variable: the roles components read must follow the palette, not only its shades.
  const background = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--sp-surface-base').trim(),
    );
  const light = await background();
  await useTheme(page, 'dark');
  expect(await page.evaluate(() => localStorage.getItem('activeTheme'))).toBe('dark');
  expect(await background()).not.toBe(light);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
});
