import { expect, test } from '@playwright/test';
import { expectAxeClean, registerStudent, themes } from './support';

test('an event opens by its link over the list, survives a reload, and a student joins it', async ({
  page,
}) => {
  await registerStudent(page, 'Eve');
  await page.goto('/event-arena/ai-bayanihan');
  const dialog = page.getByRole('dialog', { name: 'AI Bayanihan' });
  await expect(dialog).toContainText('The quest: Finish 5 activities to earn 15 diamonds.');
  // The list is behind it (hidden from assistive technology while the dialog is open).
  await expect(page.locator('h1')).toHaveText('Events');
  await page.reload();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Join the event' }).click();
  await expect(dialog.getByRole('status')).toHaveText('You are taking part. Keep going!');
  await expect(dialog.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
    'aria-valuetext',
    '0 of 5',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL('/event-arena');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'AI Bayanihan', exact: true })).toContainText(
    'you: 0 of 5',
  );

  // The other event of spec §2, opened from its card.
  await page.getByRole('link', { name: 'RTU AI Bayanihan', exact: true }).click();
  await expect(page).toHaveURL('/event-arena/rtu-ai-bayanihan');
  await expect(page.getByRole('dialog', { name: 'RTU AI Bayanihan' })).toContainText(
    'Earn 200 experience points',
  );
  for (const theme of themes) {
    await page.goto('/event-arena');
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await expectAxeClean(page, `events (${theme})`);
    await page.getByRole('link', { name: 'AI Bayanihan', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'AI Bayanihan' })).toBeVisible();
    await expectAxeClean(page, `event dialog (${theme})`);
  }
});
