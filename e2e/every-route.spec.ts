import { expect, type Page, test } from '@playwright/test';
import { type PageRow, pageTable } from '../apps/web/src/app/route-table';
import { visitorOf } from './button-walk';
import { address, expectedOutcome, type Outcome, unknownId, type Visitor } from './route-walk';
import { demo, expectAxeClean, expectNoHorizontalOverflow, signIn } from './support';

async function expectOutcome(page: Page, row: PageRow, outcome: Outcome) {
  const heading = page.getByRole('heading', { level: 1 });
  switch (outcome.kind) {
    case 'page':
      await expect(page).toHaveURL(address(row));
      await expect(page).toHaveTitle(`${row.title} · Sparked`);
      // A page that opens as a dialog over another (an event over the events) is named by it; the
      // page behind is hidden from assistive technology while it is open.
      await expect(heading.or(page.getByRole('dialog', { name: row.title })).first()).toBeVisible();
      return;
    case 'sign-in':
      await expect(page).toHaveURL(
        address(row) === '/' ? '/sign-in' : `/sign-in?redirect=${encodeURIComponent(address(row))}`,
      );
      await expect(heading).toHaveText('Sign in');
      return;
    case 'home':
      await expect(page).toHaveURL('/');
      await expect(heading).toHaveText(/^Hi, /);
      if (outcome.notice) await expect(page.getByText(outcome.notice)).toBeVisible();
      return;
    case 'module-alert': {
      const alert = page.getByRole('alertdialog', { name: 'Module Access Denied' });
      await expect(alert).toContainText('You do not have access to this module.');
      await alert.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL('/educator/modules');
      return;
    }
  }
}

/**
 * At phone width the page starts within the top fifth of the screen, and once the menu is open
 * every navigation item is on screen, none hidden past the edge.
 */
async function expectNavigationInSight(page: Page, label: string) {
  const contentTop = await page.evaluate(
    () => document.getElementById('main-content')?.getBoundingClientRect().top ?? 0,
  );
  expect(contentTop, label).toBeLessThanOrEqual(844 / 5);
  // A page that is a dialog (an event's details) holds the focus: the navigation waits behind it.
  if ((await page.getByRole('dialog').count()) > 0) return;
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(menu, label).toHaveAttribute('aria-expanded', 'true');
  }
  // Polled: the menu slides in, so its links reach the screen a moment after it opens.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('nav a')]
            .filter((link) => {
              const box = link.getBoundingClientRect();
              return box.width === 0 || box.left < 0 || box.right > window.innerWidth;
            })
            .map((link) => link.textContent),
        ),
      { message: label, timeout: 5_000 },
    )
    .toEqual([]);
}

/**
 * What stays of the header and the wallet bar once the visitor scrolls a long page: at most a
 * fifth of a phone's screen.
 */
async function pinnedChromeShare(page: Page) {
  return page.evaluate(() => {
    window.scrollTo({ top: 600 });
    document.getElementById('main-content')?.scrollTo({ top: 600 });
    const visible = [...document.querySelectorAll('header, [data-layout] > div:has(> nav)')]
      .map((element) => element.getBoundingClientRect())
      .map((box) => Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)));
    return visible.reduce((sum, height) => sum + height, 0) / window.innerHeight;
  });
}

const visitors: Visitor[] = ['signed out', 'student', 'facilitator', 'admin'];
/**
 * Each visitor walks the table at desktop width, in two halves since axe runs there, and at phone
 * width in one go. Eight walks of about two minutes share the workers evenly.
 */
const half = Math.ceil(pageTable.length / 2);
const walks = [
  { width: 1280, rows: pageTable.slice(0, half), name: '1280 px, first half' },
  { width: 1280, rows: pageTable.slice(half), name: '1280 px, second half' },
  { width: 390, rows: pageTable, name: '390 px' },
] as const;

test.describe.configure({ mode: 'parallel' });

for (const visitor of visitors) {
  for (const { width, rows, name } of walks) {
    test(`every route, ${visitor}, ${name}: the guard's outcome, no console error, no overflow${width === 1280 ? ', axe clean' : ''}`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      // A failed request is reported below with its address; the console only repeats it.
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(`${page.url()}: ${message.text()}`);
        }
      });
      page.on('response', (response) => {
        // The module-author lookup answers 404 for a non-author; the multi-page e-book editor
        // (guarded by role only, spec §2), the class, academy, certificate, competition, admin
        // user and code box pages and the player ask for the unknown thing and are told it is not
        // there: the answers this walk expects.
        const expectedDenial =
          response.status() === 404 &&
          (/\/module-authors\/[^/]+\/author$/.test(response.url()) ||
            response.url().endsWith(`/sparked-api/modules/${unknownId}/activities/${unknownId}`) ||
            response.url().endsWith(`/tools-api/gpt/code-box/${unknownId}`) ||
            new RegExp(
              `/sparked-api/(classes|player/classes|academy/modules|certificates|competitions|users|lti/deep-links)/${unknownId}`,
            ).test(response.url()));
        if (response.status() >= 400 && !expectedDenial) {
          errors.push(`${page.url()}: ${response.status()} from ${response.url()}`);
        }
      });
      if (visitor !== 'signed out') await signIn(page, demo[visitor]);

      // Redirects land on a few pages (sign-in, home with a notice): every row's outcome is
      // checked, but what does not depend on how the page was reached (overflow, the navigation in
      // sight, axe) once per distinct page the walk reaches; repeating them on the same home page
      // for each educator page a student is refused took a third of this walk's time. Axe runs
      // at desktop width only, and on a page only as the people it is for see it (the least role
      // its guard lets in, as the button walk has it) or where a refusal lands: its rules read
      // the same page at either width and for any role, and running them for every visitor at
      // both widths took a quarter of the whole suite's time.
      const checked = new Set<string>();
      for (const row of rows) {
        const label = `${row.path} as ${visitor} at ${width} px`;
        await page.goto(address(row));
        const outcome = expectedOutcome(row, visitor);
        await test.step(label, async () => {
          await expectOutcome(page, row, outcome);
          const reached = `${new URL(page.url()).pathname} ${'notice' in outcome ? outcome.notice : ''}`;
          if (checked.has(reached)) return;
          checked.add(reached);
          await expectNoHorizontalOverflow(page, label);
          if (width === 390) await expectNavigationInSight(page, label);
          else if (outcome.kind !== 'page' || visitorOf(row) === visitor)
            await expectAxeClean(page, label);
        });
      }
      if (visitor !== 'signed out' && width === 390) {
        await page.goto('/profile');
        await expect(page.getByRole('heading', { name: 'Avatar' })).toBeVisible();
        expect(await pinnedChromeShare(page)).toBeLessThanOrEqual(0.2);
      }
      expect(errors).toEqual([]);
    });
  }
}
