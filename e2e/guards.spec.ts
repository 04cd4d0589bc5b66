import { expect, test } from '@playwright/test';
import { demo, signIn } from './support';

// Every page's guard, for every role, is walked by every-route.spec.ts; this covers what that
// walk does not: the `/educator` redirect and the educator area's own navigation.

test('/educator opens the educator dashboard, badged, with the staff navigation', async ({
  page,
}) => {
  await signIn(page, demo.facilitator);
  await page.goto('/educator');
  await expect(page).toHaveURL('/educator/dashboard');
  await expect(page.getByRole('heading', { name: 'Educator dashboard' })).toBeVisible();
  await expect(page.getByText('Educator', { exact: true })).toBeVisible();
  const educatorNav = page.getByRole('navigation', { name: 'Educator' });
  await educatorNav.getByRole('link', { name: 'Classes' }).click();
  await expect(page).toHaveURL('/educator/classes');
  // Tickets hold reporters' emails and screenshots: admins read them, facilitators do not.
  await expect(educatorNav.getByRole('link', { name: 'Help-desk tickets' })).toHaveCount(0);
  await page.goto('/jira');
  await expect(page.getByText('That page is for admins.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Help-desk tickets' })).toHaveCount(0);
});

test('admins find the help-desk tickets in the educator navigation', async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto('/educator/dashboard');
  const educatorNav = page.getByRole('navigation', { name: 'Educator' });
  await educatorNav.getByRole('link', { name: 'Help-desk tickets' }).click();
  await expect(page).toHaveURL('/jira');
  await expect(page.getByRole('heading', { name: 'Help-desk tickets' })).toBeVisible();
});

test('a role notice is shown once: the address drops it, so a reload does not repeat it', async ({
  page,
}) => {
  await signIn(page, demo.student);
  await page.goto('/referral-code/generate');
  await expect(page.getByText('That page is for educators.')).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible();
  await expect(page.getByText('That page is for educators.')).toHaveCount(0);
});

test('addresses with ids that cannot be ids show the friendly not-found page', async ({ page }) => {
  await signIn(page, demo.student);
  const paths = [
    '/certificates/not-a-uuid',
    '/player/classes/nope/modules/nope/activities/nope',
    '/student-journey/classes/123/modules/abc',
    '/educator/modules/not-a-module/contents',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible();
    await expect(page.getByText('Invalid path'), path).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' }), path).toHaveCount(0);
  }
});
