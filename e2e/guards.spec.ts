import { expect, test } from '@playwright/test';
import { demo, signIn } from './support';

test('a student is sent home from the educator area and sees no educator navigation', async ({
  page,
}) => {
  await signIn(page, demo.student);
  await expect(page.getByRole('link', { name: 'Educator area' })).toHaveCount(0);
  await page.goto('/educator');
  await expect(page).toHaveURL('/');
  await page.goto('/referral-code/generate');
  await expect(page).toHaveURL('/');
});

test('an admin reaches users and the referral code generator, with admin navigation', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page.goto('/educator/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByText('Educator', { exact: true })).toBeVisible();
  const educatorNav = page.getByRole('navigation', { name: 'Educator' });
  await expect(educatorNav.getByRole('link', { name: 'Referral codes' })).toBeVisible();
  await educatorNav.getByRole('link', { name: 'Referral codes' }).click();
  await expect(page).toHaveURL('/referral-code/generate');
  await expect(page.getByRole('heading', { name: 'Generate referral codes' })).toBeVisible();
});

test('module contents: a non-author is told access is denied and taken to the module list', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page.goto('/educator/modules/00000000-0000-4000-8000-000000000000/contents');
  const alert = page.getByRole('alertdialog', { name: 'Module Access Denied' });
  await expect(alert).toContainText('You do not have access to this module.');
  await expect(page).toHaveURL(/\/educator\/modules\?notice=module-access-denied$/);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/educator/modules');
  await expect(alert).toHaveCount(0);
});
