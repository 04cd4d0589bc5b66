import { expect, test } from '@playwright/test';
import { demo, expectAxeClean, signIn, themes, uniqueEmail } from './support';

test('a signed-out visitor registers for the AI competition from its public landing', async ({
  page,
}) => {
  await page.goto('/ai-competition');
  await expect(page.getByRole('heading', { name: 'AI Competition', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prizes' })).toContainText(
    '1st place: 400 achievement points and 40 diamonds',
  );
  await expectAxeClean(page, 'AI competition, signed out');
  await page.getByRole('link', { name: 'Create an account to register' }).click();
  await page.getByLabel('First name').fill('Dalisay');
  await page.getByLabel('Last name').fill('Learner');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/ai-competition');
  const entry = page.getByRole('region', { name: 'Your entry' });
  await entry.getByRole('button', { name: 'Register' }).click();
  await expect(entry).toContainText(/You are \d+(st|nd|rd|th) of \d+ with 0 experience points\./);
  await expect(page.getByRole('list', { name: 'AI Competition standings' })).toContainText('(you)');
});

test('the demo student is in the spring competition through their class, in every theme', async ({
  page,
}) => {
  await signIn(page, demo.student);
  await page.goto('/');
  const now = page.getByRole('region', { name: 'Happening now' });
  await now.getByRole('link', { name: 'Spring Science Sprint' }).click();
  await expect(page).toHaveURL('/spring-competition');
  await expect(page.getByRole('region', { name: 'Rules' })).toContainText(
    'Your score is the experience you earn while the sprint runs.',
  );
  await expect(page.getByRole('region', { name: 'Your entry' })).toContainText(/You are \d/);
  const standings = page.getByRole('list', { name: 'Spring Science Sprint standings' });
  await expect(standings).toContainText('(you)');
  await expect(standings).not.toContainText('Mia');
  for (const theme of themes) {
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await expectAxeClean(page, `spring competition (${theme})`);
  }
  await page.goto('/winter-competition');
  await expect(page.getByRole('region', { name: 'Your entry' })).toContainText('Register');
});
