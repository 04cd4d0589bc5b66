import { expect, type Page, test } from '@playwright/test';
import {
  accessTokenOf,
  demo,
  expectAxeClean,
  listedModule,
  registerStudent,
  signIn,
  storedTokens,
  themes,
} from './support';

test('the demo student sees this week’s league on the dashboard and on the leagues page, by nickname, in every theme', async ({
  page,
}) => {
  await signIn(page, demo.student);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'This week’s league' });
  await expect(card).toContainText('2nd of 3');
  await expect(card).toContainText('Silver league in Year 8 Science');

  await card.getByRole('link', { name: 'See the league' }).click();
  await expect(page.getByRole('heading', { name: 'Leagues', level: 1 })).toBeVisible();
  const standings = page.getByRole('list', { name: 'Silver league standings' });
  await expect(standings.getByRole('listitem')).toHaveCount(3);
  await expect(standings.getByRole('listitem').nth(0)).toContainText('Moving up');
  await expect(standings.getByRole('listitem').nth(1)).toContainText('(you)');
  await expect(standings.getByRole('listitem').nth(2)).toContainText('Moving down');
  // Classmates are nicknames: the seeded classmates' real names never show.
  await expect(standings).not.toContainText('Mia');
  await expect(standings).not.toContainText('Leo');
  await expect(
    page.getByText('Last time you finished 1st in Bronze league and moved up.'),
  ).toBeVisible();

  const boards = page.getByRole('region', { name: 'Leaderboards' });
  await expect(boards.getByRole('list', { name: 'Year 8 Science leaderboard' })).toContainText(
    '(you)',
  );
  await boards.getByRole('tab', { name: 'Everyone' }).click();
  await expect(boards.getByRole('list', { name: 'leaderboard of everyone' })).toContainText(
    '(you)',
  );
  for (const theme of themes) {
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await expectAxeClean(page, `leagues (${theme})`);
  }
});

/** An open class with a one-e-book module, made through the API by the demo facilitator. */
async function openClass(page: Page, name: string) {
  const moduleId = await listedModule(page, `${name} reading`);
  const accessToken = await accessTokenOf(demo.facilitator);
  const headers = { authorization: `Bearer ${accessToken}` };
  const created = await page.request.post('/sparked-api/classes', {
    headers,
    data: { name, joinMode: 'open' },
  });
  const classId = (await created.json()).data.id as string;
  await page.request.put(`/sparked-api/classes/${classId}/modules`, {
    headers,
    data: { modules: [{ moduleId }] },
  });
  return { classId, moduleId };
}

test('finishing an activity in a class moves the streak and the league; a student can leave the boards', async ({
  page,
}) => {
  const name = `Tide class ${Date.now()}`;
  const { classId, moduleId } = await openClass(page, name);
  await registerStudent(page, 'Noa');
  const tokens = await storedTokens(page);
  const joined = await page.request.post(`/sparked-api/classes/${classId}/join`, {
    headers: { authorization: `Bearer ${tokens?.accessToken}` },
    data: {},
  });
  expect(joined.ok()).toBe(true);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'This week’s league' });
  await expect(card).toContainText('Finish an activity this week to join your league.');

  await page.goto(`/student-journey/classes/${classId}/modules/${moduleId}`);
  await page.getByRole('link', { name: 'Why the Moon has phases' }).click();
  await page.getByRole('button', { name: 'I have finished reading' }).click();
  await expect(page.getByText('You finished the whole module!')).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Streak' })).toContainText('1 day');
  await expect(card).toContainText('1st of 1');
  // 120 from the module, and the daily visit's few more.
  await expect(card).toContainText(new RegExp(`Bronze league in ${name} · 1[23]\\d XP this week`));

  await page.goto('/leagues');
  const showMe = page.getByRole('switch', { name: 'Show me on leagues and leaderboards' });
  await showMe.click();
  await expect(page.getByText('You are not on the leagues or the leaderboards.')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hi, Noa!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Streak' })).toBeVisible();
  await expect(card).toBeHidden();
  await page.goto('/leagues');
  await showMe.click();
  await expect(page.getByRole('list', { name: 'Bronze league standings' })).toContainText('(you)');
});

test('a teacher sees the class league with real names and its switches; an admin keeps the league settings', async ({
  page,
}) => {
  await signIn(page, demo.facilitator);
  await page.goto('/educator/classes');
  await page.getByRole('link', { name: 'Year 8 Science' }).click();
  await page.getByRole('tab', { name: 'League' }).click();
  const group = page.getByRole('list', { name: 'Silver league, group 1' });
  await expect(group).toContainText('Mia Moreno');
  await expect(group).toContainText('Sam Student');
  await expectAxeClean(page, 'class league tab');

  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('switch', { name: 'Weekly league' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Leaderboard' })).toBeChecked();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, demo.admin);
  await page.goto('/educator/student-area');
  await expect(
    page.getByRole('heading', { name: 'Student area settings', level: 1 }),
  ).toBeVisible();
  await expect(page.getByLabel('Students in a group')).toHaveValue('30');
  const leagues = page.getByRole('region', { name: 'Leagues' });
  await leagues.getByLabel('Time zone').fill('Mars/Olympus');
  await leagues.getByRole('button', { name: 'Save settings' }).click();
  await expect(leagues.getByRole('alert')).toContainText(
    'timeZone must be a time zone such as Europe/Madrid.',
  );
  await leagues.getByLabel('Time zone').fill('UTC');
  await leagues.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The league settings are saved.')).toBeVisible();

  // The links it keeps are at the foot of the student area.
  const links = page.getByRole('region', { name: 'Links' });
  await expect(links.getByLabel('YouTube')).toHaveValue('https://youtube.example/@sparked');
  await links.getByRole('button', { name: 'Save links' }).click();
  await expect(page.getByText('The links are saved.')).toBeVisible();
  await expectAxeClean(page, 'student area settings');
  await page.goto('/store');
  await expect(
    page
      .getByRole('navigation', { name: 'The Sparked app' })
      .getByRole('link', { name: 'App Store' }),
  ).toHaveAttribute('href', 'https://apps.example/sparked');
});
