import { expect, test } from '@playwright/test';
import { demo, expectAxeClean, signIn, themes, uniqueEmail } from './support';

test('a signed-out visitor registers for the AI competition from its public landing, axe-clean in every theme', async ({
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
  // Entered, with the standings on one page: the scrolling main region still has a way in.
  for (const theme of themes) {
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectAxeClean(page, `AI competition, entered (${theme})`);
  }
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

test('an admin creates a competition and an event from their screens; students find them', async ({
  page,
}) => {
  const stamp = Date.now();
  await signIn(page, demo.admin);
  await page.goto('/educator/competitions');
  await page.getByRole('button', { name: 'New competition' }).click();
  await page.getByLabel('Title').fill(`Reading Relay ${stamp}`);
  await page.getByLabel('Address').fill(`reading-relay-${stamp}`);
  await page.getByLabel('Rules').fill('Read as much as you can.');
  await page.getByLabel('Starts').fill('2026-01-01T09:00');
  await page.getByLabel('Ends').fill('2030-01-01T09:00');
  await page.getByRole('button', { name: 'Add a prize' }).click();
  await page.getByRole('button', { name: 'Create competition' }).click();
  await expect(page.getByText(`Reading Relay ${stamp} is saved.`)).toBeVisible();
  await expectAxeClean(page, 'admin competitions');
  await page.getByRole('link', { name: `Reading Relay ${stamp}` }).click();
  await expect(page).toHaveURL(`/competitions/reading-relay-${stamp}`);
  await expect(page.getByRole('region', { name: 'Prizes' })).toContainText(
    '1st place: 100 achievement points',
  );

  // Any class can be chosen, found by name, and stays chosen.
  await page.goto('/educator/competitions');
  await page.getByRole('button', { name: `Change Reading Relay ${stamp}` }).click();
  await page.getByRole('combobox', { name: 'Who takes part' }).click();
  await page.getByRole('option', { name: 'The students of chosen classes' }).click();
  const classes = page.getByRole('group', { name: 'Classes' });
  await classes.getByLabel('Find a class').fill('Year 8 Sci');
  await classes.getByRole('checkbox', { name: 'Year 8 Science', exact: true }).first().check();
  await expect(classes).toContainText('1 chosen.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Reading Relay ${stamp} is saved.`)).toBeVisible();
  await page.getByRole('button', { name: `Change Reading Relay ${stamp}` }).click();
  await expect(page.getByRole('group', { name: 'Classes' })).toContainText('1 chosen.');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/educator/events');
  await page.getByRole('button', { name: 'New event' }).click();
  await page.getByLabel('Title').fill(`Quiz Week ${stamp}`);
  await page.getByLabel('Address').fill(`quiz-week-${stamp}`);
  await page.getByLabel('Starts').fill('2026-01-01T09:00');
  await page.getByLabel('Ends').fill('2030-01-01T09:00');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText(`Quiz Week ${stamp} is saved.`)).toBeVisible();
  await expectAxeClean(page, 'admin events');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, demo.student);
  await page.goto('/event-arena');
  await expect(page.getByRole('link', { name: `Quiz Week ${stamp}` })).toBeVisible();
});
