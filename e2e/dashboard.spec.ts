import { expect, test } from '@playwright/test';
import {
  demo,
  expectAxeClean,
  listedModule,
  registerStudent,
  signIn,
  storedTokens,
  themes,
} from './support';

test('the demo student sees their level, streak and next activity on the dashboard, in every theme', async ({
  page,
}) => {
  await signIn(page, demo.student);
  await page.goto('/');
  await expect(page.getByRole('progressbar', { name: /^Level 2 · 1\d\d XP$/ })).toBeVisible();
  const streak = page.getByRole('region', { name: 'Streak' });
  await expect(streak).toContainText('4 days');
  await expect(streak).toContainText('Finish an activity today to keep your streak.');
  await expect(streak).toContainText('You hold 1 streak freeze.');
  await expect(page.getByRole('list', { name: 'Your modules' })).toContainText('Photosynthesis');
  for (const theme of themes) {
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await expectAxeClean(page, `student dashboard (${theme})`);
  }
});

test('finishing an activity starts a streak that the dashboard shows, and celebrates a new level', async ({
  page,
}) => {
  const title = `Tides ${Date.now()}`;
  const moduleId = await listedModule(page, title);
  await registerStudent(page, 'Kai');
  const streak = page.getByRole('region', { name: 'Streak' });
  await expect(streak).toContainText('0 days');
  await expect(streak).toContainText('Finish an activity today to start a streak.');

  await page.goto(`/academy/modules/${moduleId}`);
  await page.getByRole('button', { name: 'Start this module' }).click();
  await page.getByRole('link', { name: 'Why the Moon has phases' }).click();
  await page.getByRole('button', { name: 'I have finished reading' }).click();
  await expect(page.getByText('You finished the whole module!')).toBeVisible();
  // 20 experience for the activity and 100 for the module: past level 2's 50.
  await expect(page.getByRole('status')).toContainText('Level 2!You reached level 2.');
  await expectAxeClean(page, 'a level-up celebration');

  await page.goto('/');
  await expect(streak).toContainText('1 day');
  await expect(streak).toContainText('You learned today. Come back tomorrow to make it 2.');
});

test('music and sound settings are saved to the account and survive signing out', async ({
  page,
}) => {
  const account = await registerStudent(page, 'Lou');
  await page.goto('/profile');
  const sound = page.getByRole('region', { name: 'Sound' });
  const music = sound.getByRole('switch', { name: 'Background music' });
  const effects = sound.getByRole('switch', { name: 'Sound effects' });
  await expect(music).not.toBeChecked();
  await expect(effects).toBeChecked();
  await music.click();
  await expect(music).toBeChecked();
  await expect(music).toBeEnabled();
  await effects.click();
  await expect(effects).not.toBeChecked();
  await expect(effects).toBeEnabled();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, account);
  await page.goto('/profile');
  await expect(music).toBeChecked();
  await expect(effects).not.toBeChecked();
});

test.describe('on a device set to Auckland time', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test("a new student's days follow the device's time zone", async ({ page }) => {
    await registerStudent(page, 'Tui');
    const student = (await storedTokens(page))?.accessToken;
    await expect
      .poll(async () => {
        const settings = await page.request.get('/sparked-api/my/settings', {
          headers: { authorization: `Bearer ${student}` },
        });
        return (await settings.json()).data.timeZone;
      })
      .toBe('Pacific/Auckland');
  });
});
