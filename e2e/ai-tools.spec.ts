import { expect, test } from '@playwright/test';
import {
  accessTokenOf,
  demo,
  expectAxeClean,
  registerStudent,
  storedTokens,
  themes,
} from './support';

test('a student asks the maths explainer and the writing coach, who charges its price', async ({
  page,
}) => {
  await registerStudent(page, 'Asker');
  // Ten energy from an admin, so the writing coach's price can be paid.
  const student = (await storedTokens(page))?.accessToken;
  const me = await page.request.get('/sso/auth/me', {
    headers: { authorization: `Bearer ${student}` },
  });
  const userId = (await me.json()).data.id as string;
  const admin = await accessTokenOf(demo.admin);
  const granted = await page.request.post('/tools-api/wallets/grants', {
    headers: { authorization: `Bearer ${admin}` },
    data: { userId, wallet: 'ENERGY', amount: 10, reason: 'AI tools e2e' },
  });
  expect(granted.status()).toBe(201);
  await page.reload();
  await page.getByRole('link', { name: 'AI tools' }).click();
  await expect(page.getByRole('heading', { name: 'AI tools', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the code box' })).toBeVisible();

  await page.getByRole('button', { name: 'Chat with Maths explainer' }).click();
  await expect(page).toHaveURL(/assistant=maths-explainer/);
  const explainer = page.getByRole('region', { name: 'Chat with Maths explainer' });
  await expect(explainer.getByText('Free')).toBeVisible();
  const input = explainer.getByRole('textbox');
  await input.fill('What is 2 + 3 x 4?');
  await input.press('Enter');
  const log = explainer.getByRole('log');
  await expect(log).toContainText('× and ÷ come before + and −, left to right: 3 × 4 = 12');
  await expect(log).toContainText('So 2 + 3 × 4 = 14.');

  await page.getByRole('button', { name: 'Chat with Writing coach' }).click();
  const coach = page.getByRole('region', { name: 'Chat with Writing coach' });
  await expect(coach.getByText('Each message costs 2 energy. You have 10.')).toBeVisible();
  await coach
    .getByRole('textbox')
    .fill(
      'The match was won by our team. We really really wanted to win and we trained every day after school and we practised passing until it was dark and everyone was tired but happy.',
    );
  await coach.getByRole('textbox').press('Enter');
  await expect(coach.getByRole('log')).toContainText('Filler words: "really" (2×)');
  await expect(coach.getByText('Each message costs 2 energy. You have 8.')).toBeVisible();

  for (const theme of themes) {
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await expectAxeClean(page, `AI tools, ${theme}`);
  }
});

test('a new student without the energy for the writing coach learns when it comes and where to get it', async ({
  page,
}) => {
  await registerStudent(page, 'Newcomer');
  await page.goto('/ai-tools?assistant=writing-coach');
  const coach = page.getByRole('region', { name: 'Chat with Writing coach' });
  await coach.getByRole('textbox').fill('Please check my first paragraph.');
  await coach.getByRole('textbox').press('Enter');
  const notice = coach.getByRole('alert');
  await expect(notice).toContainText('Asking Writing coach costs 2 energy; you have 0.');
  // The time, with the date when the refill lands tomorrow (a run late in the evening).
  await expect(notice).toContainText(
    /You will have 2 energy at ([A-Z][a-z]{2} \d{1,2}, \d{4}, )?\d{1,2}:\d\d [AP]M\./,
  );
  await expect(notice.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(notice).not.toContainText('Retry');
  await notice.getByRole('link', { name: 'Get energy in the store' }).click();
  await expect(page).toHaveURL(/\/store$/);
});
