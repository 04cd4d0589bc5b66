import { expect, type Page, test } from '@playwright/test';
import {
  accessTokenOf,
  apiApartFromThePage,
  demo,
  finishListedModule,
  listedModule,
  registerStudent,
  signIn,
  storedTokens,
} from './support';

const spikes = { name: 'Spikes, 10,000 achievement points' };
const lockedSpikes = { name: 'Spikes, 10,000 achievement points, Locked' };

const wallets = (page: Page) => page.getByRole('region', { name: 'Wallets' });

test('the demo student buys a premium hair style in the avatar editor, saves it and keeps it', async ({
  page,
}) => {
  await signIn(page, demo.student);
  await expect(wallets(page)).toContainText('Achievement points');
  await page.getByRole('link', { name: 'Sam Student' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Pilot cohort', { exact: true })).toBeVisible();

  const hair = page.getByRole('radiogroup', { name: 'Hair' });
  await hair.getByRole('radio', lockedSpikes).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Buy Spikes?');
  await expect(question).toContainText('This costs 10,000 achievement points.');
  await question.getByRole('button', { name: 'Buy' }).click();

  await expect(page.getByText('Spikes is yours.')).toBeVisible();
  // Bought: no longer locked, and already on.
  await expect(hair.getByRole('radio', spikes)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Save avatar' }).click();
  await expect(page.getByText('Avatar saved')).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('radiogroup', { name: 'Hair' }).getByRole('radio', spikes),
  ).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: 'Save avatar' })).toBeDisabled();
  // The header shows the saved avatar, and the store knows the style is owned.
  await expect(page.getByRole('banner').locator('[data-component="avatar"]')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  await expect(page.getByRole('article', { name: 'Spikes' })).toContainText('Owned');
});

test('a new student without enough points sees why a premium style cannot be bought', async ({
  page,
}) => {
  await registerStudent(page, 'Nia');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  await expect(page.getByRole('heading', { name: 'Points store', level: 1 })).toBeVisible();

  const item = page.getByRole('article', { name: 'Top bun' });
  const buy = item.getByRole('button', { name: 'Buy Top bun' });
  await expect(buy).toBeDisabled();
  await expect(item.getByText('Not enough Achievement points')).toBeVisible();
  await expect(buy).toHaveAccessibleDescription('Not enough Achievement points');

  // The editor explains it too, instead of offering the purchase.
  await page.goto('/profile');
  await page
    .getByRole('radiogroup', { name: 'Hair' })
    .getByRole('radio', { name: 'Top bun, 10,000 achievement points, Locked' })
    .click();
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('Not enough Achievement points');
  await expect(notice).toContainText('Top bun costs 10,000 achievement points.');
});

test('a new student earns a first store item in their first session', async ({ page }) => {
  const title = `First steps ${Date.now()}`;
  const moduleId = await listedModule(page, title);
  await registerStudent(page, 'Ren');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  const headphones = page.getByRole('article', { name: 'Headphones' });
  await expect(headphones).toContainText('Finish activities and modules to earn more.');

  // One short module: 10 points for the activity and 50 for the module, on top of signing in.
  await finishListedModule(page, moduleId);

  await page.goto('/store');
  await expect(wallets(page)).toContainText('70Achievement points');
  await headphones.getByRole('button', { name: 'Buy Headphones' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText('Headphones is yours.')).toBeVisible();
  await expect(headphones).toContainText('Owned');
});

test('leaving the avatar editor with unsaved changes asks first', async ({ page }) => {
  await registerStudent(page, 'Ada');
  await page.goto('/profile');
  await page
    .getByRole('radiogroup', { name: 'Hair' })
    .getByRole('radio', { name: 'Curls' })
    .click();
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/store');
});

/** The page as a student leaves the tab and comes back to it, as the browser tells the app. */
const leaveTheTabAndComeBack = (page: Page) =>
  page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }
  });

test('the header shows diamonds the student was given elsewhere when they come back, without a reload', async ({
  page,
}) => {
  await registerStudent(page, 'Pia');
  await expect(wallets(page)).toContainText('0Diamonds');
  const student = (await storedTokens(page))?.accessToken;
  const me = await page.request.get('/sso/auth/me', {
    headers: { authorization: `Bearer ${student}` },
  });
  const userId = (await me.json()).data.id as string;

  // Paid by someone else while the page stays open, as a competition's or league's prize is.
  const admin = await accessTokenOf(demo.admin);
  const api = await apiApartFromThePage();
  const granted = await api.post('/tools-api/wallets/grants', {
    headers: { authorization: `Bearer ${admin}` },
    data: { userId, wallet: 'DIAMONDS', amount: 25, reason: 'Won the class quiz' },
  });
  expect(granted.status()).toBe(201);
  await api.dispose();

  await leaveTheTabAndComeBack(page);
  await expect(wallets(page)).toContainText('25Diamonds');
  // Their profile tells them who gave it and why each wallet moved, in words.
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Admin activity on your account' })).toContainText(
    'An admin added 25 diamonds; you now have 25.',
  );
  const history = page.getByRole('region', { name: 'Your wallet history' });
  await expect(history.getByRole('row', { name: /Won the class quiz/ })).toContainText('+25');
  await expect(history).toContainText('Reward for signing in today');
  await expect(history).not.toContainText('daily_sign_in');
});
