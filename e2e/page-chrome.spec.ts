import { expect, type Page, test } from '@playwright/test';
import { asFacilitator, demo, expectNoHorizontalOverflow, signIn } from './support';

const phone = { width: 390, height: 844 };

/** How far down the screen the page's own content starts: everything above it is chrome. */
const contentTop = (page: Page) =>
  page.evaluate(() => document.getElementById('main-content')?.getBoundingClientRect().top ?? 0);

/**
 * The links, buttons and fields of the page and its navigation that a floating button (educator
 * tools bottom left, help desk bottom right) lies over, where they would show without it: the
 * sidebar's as the page opens, and everything once the page and the sidebar are scrolled to their
 * ends, where the last row sits. A link that passes behind something opaque (the sidebar's foot) is out of sight there, not
 * covered.
 */
const coveredByFloatingButtons = (page: Page, { scrolled }: { scrolled: boolean }) =>
  page.evaluate(
    ({ toEnd, targets }) => {
      if (toEnd) {
        window.scrollTo({ top: document.documentElement.scrollHeight });
        for (const element of document.querySelectorAll('main, aside')) element.scrollTop = 1e6;
      }
      const buttons = [...document.querySelectorAll<HTMLElement>('button')].filter(
        (button) => getComputedStyle(button).position === 'fixed',
      );
      const floating = buttons.map((button) => button.getBoundingClientRect());
      // What lies under the buttons is what shows where they are once they are out of the way.
      for (const button of buttons) button.style.visibility = 'hidden';
      const showsUnderAButton = (element: HTMLElement) => {
        const box = element.getBoundingClientRect();
        return floating.some((button) => {
          const left = Math.max(box.left, button.left);
          const right = Math.min(box.right, button.right);
          const top = Math.max(box.top, button.top);
          const bottom = Math.min(box.bottom, button.bottom);
          if (left >= right || top >= bottom) return false;
          for (let i = 1; i < 4; i += 1)
            for (let j = 1; j < 4; j += 1) {
              const hit = document.elementFromPoint(
                left + ((right - left) * i) / 4,
                top + ((bottom - top) * j) / 4,
              );
              if (hit && element.contains(hit)) return true;
            }
          return false;
        });
      };
      const covered = [...document.querySelectorAll<HTMLElement>(targets)]
        .filter(showsUnderAButton)
        .map((element) => element.textContent?.trim() || element.getAttribute('aria-label'));
      for (const button of buttons) button.style.visibility = '';
      return covered;
    },
    // As a page opens, its own rows may pass under the buttons as it scrolls, like any floating
    // button's; the sidebar's links must not, since the sidebar is where the buttons sit.
    { toEnd: scrolled, targets: scrolled ? 'main a, main button, main input, aside a' : 'aside a' },
  );

test('on a phone the page starts within the top fifth, and Menu shows the navigation', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signIn(page, demo.student);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible();
  expect(await contentTop(page)).toBeLessThanOrEqual(phone.height / 5);
  // The four balances still show; the navigation waits behind the menu button.
  await expect(page.getByRole('region', { name: 'Wallets' })).toContainText('Energy');
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await navigation.getByRole('link', { name: 'Store' }).click();
  await expect(page).toHaveURL('/store');
  // A new page closes the menu again.
  await expect(navigation).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

/** Has `page` note every layout shift from its next document on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const cumulativeLayoutShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
  );

test('on a phone a public page opened in a new tab does not move as the session arrives', async ({
  page,
}) => {
  await signIn(page, demo.student);
  // A new tab holds only the cookies: the page renders before the session is restored from them.
  const tab = await page.context().newPage();
  await tab.setViewportSize(phone);
  await recordLayoutShifts(tab);
  await tab.goto('/student-journey');
  await expect(tab.getByRole('heading', { name: 'Your journey' })).toBeVisible();
  // Signed in, the account controls wait behind the menu button, as in the signed-in layouts.
  const menu = tab.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Sign out' })).toBeHidden();
  await tab.waitForLoadState('networkidle');
  expect(await cumulativeLayoutShift(tab), 'cumulative layout shift').toBeLessThan(0.01);
  await menu.click();
  await expect(tab.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('on a slow phone the profile does not move as its sections arrive one by one', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signIn(page, demo.student);
  await recordLayoutShifts(page);
  // A phone's CPU (Lighthouse's mobile preset): the sections come in frames of their own.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Admin activity on your account' })).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(await cumulativeLayoutShift(page), 'cumulative layout shift').toBeLessThan(0.01);
});

test('on a wide screen there is no menu button: the navigation and account controls show', async ({
  page,
}) => {
  await signIn(page, demo.student);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('floating buttons cover no link or button of the page or the sidebar', async ({ page }) => {
  await signIn(page, demo.admin);
  for (const viewport of [{ width: 1280, height: 800 }, phone]) {
    await page.setViewportSize(viewport);
    for (const path of [
      '/educator/dashboard',
      '/educator/users',
      '/educator/audit',
      '/ai-tools/code-box',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Educator tools' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const scrolled of [false, true])
        expect(
          await coveredByFloatingButtons(page, { scrolled }),
          `${path} at ${viewport.width} px${scrolled ? ', scrolled to the end' : ''}`,
        ).toEqual([]);
    }
  }
});

test('the educator tools button is for educators only', async ({ page }) => {
  await signIn(page, demo.student);
  await page.goto('/ai-tools/code-box');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The tools load lazily: once nothing more is on its way, they have not come.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Educator tools' })).toHaveCount(0);
});

test('a new module is made with the educator sidebar beside it', async ({ page }) => {
  await signIn(page, demo.facilitator);
  await page.goto('/module/create');
  await expect(page.getByRole('heading', { name: 'New module' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Educator' })).toBeVisible();
});

test('a title of one long unbroken word wraps instead of running off the page', async ({
  page,
}) => {
  const word = 'Supercalifragilistic'.repeat(10);
  const post = await asFacilitator(page);
  const module = await post('/modules', {
    title: word,
    description: 'Long words.',
    subject: 'Words',
  });
  await post('/classes', { name: word.slice(0, 120) });
  await signIn(page, demo.facilitator);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of [
      '/educator/modules',
      `/educator/modules/${module.id}/contents`,
      '/educator/classes',
      '/educator/dashboard',
    ]) {
      await page.goto(path);
      await expect(page.getByText(word.slice(0, 100)).first()).toBeVisible();
      await expectNoHorizontalOverflow(page, `${path} at ${width} px`);
      const offScreen = await page.evaluate(
        () =>
          [...document.querySelectorAll('main *')].filter(
            (element) => element.getBoundingClientRect().right > window.innerWidth + 1,
          ).length,
      );
      expect(offScreen, `${path} at ${width} px`).toBe(0);
    }
  }
});
