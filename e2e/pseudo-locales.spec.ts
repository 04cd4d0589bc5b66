import { expect, test } from '@playwright/test';
import { pageTable } from '../apps/web/src/app/route-table';
import { address, expectedOutcome, type Visitor } from './route-walk';
import { demo, expectNoHorizontalOverflow, signIn } from './support';
import { untranslatedTexts, watchApiStrings } from './untranslated-text';

// The pseudo-locales (decision 0045): `en-XA`, every translated text accented and a third longer;
// `ar-XB`, the same right to left in a right-to-left page. Each visitor's page, at phone and
// desktop width, must keep within the screen. The walk in English (every-route.spec.ts) checks the
// guards, axe and the navigation; this one the layout a longer or right-to-left language gives.
// In `en-XA`, walked by every visitor, it also finds English that skipped the catalogue; `ar-XB`
// turns the same layouts, walked by a student and a signed-out visitor.
const locales = [
  {
    locale: 'en-XA',
    dir: 'ltr',
    signIn: 'Śĩĝń ĩń',
    visitors: ['signed out', 'student', 'facilitator', 'admin'] as Visitor[],
  },
  {
    locale: 'ar-XB',
    dir: 'rtl',
    signIn: '\u202EŚĩĝń ĩń',
    visitors: ['signed out', 'student'] as Visitor[],
  },
] as const;

test.describe.configure({ mode: 'parallel' });

for (const { locale, dir, signIn: signInText, visitors } of locales) {
  for (const visitor of visitors) {
    test(`every page ${visitor === 'signed out' ? 'a signed-out visitor' : `the ${visitor}`} opens, in ${locale}, at 390 and 1280 px: the page turned ${dir} and nothing past the screen`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      // Signed in first, in English (the sign-in form's labels are translated too), then the
      // pseudo-locale chosen for every page after.
      if (visitor !== 'signed out') await signIn(page, demo[visitor]);
      await page.addInitScript((chosen) => localStorage.setItem('sparkedLocale', chosen), locale);
      const rows = pageTable.filter((row) => expectedOutcome(row, visitor).kind === 'page');
      const apiStrings = watchApiStrings(page);
      const english: string[] = [];
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        for (const row of rows) {
          const label = `${row.path} as ${visitor} in ${locale} at ${width} px`;
          await page.goto(address(row));
          await test.step(label, async () => {
            await expect(page.locator('html')).toHaveAttribute('dir', dir);
            await expect(page.locator('html')).toHaveAttribute('lang', locale);
            await expect(
              page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first(),
            ).toBeVisible();
            await expectNoHorizontalOverflow(page, label);
            // The texts are the same at either width: read once, where the navigation shows.
            if (locale === 'en-XA' && width === 1280) {
              // The page's data arrives after its heading: the requests settle first.
              await page.waitForLoadState('networkidle');
              const found = await untranslatedTexts(page, apiStrings);
              english.push(...found.map((text) => `${visitor} ${row.path}: ${text}`));
            }
          });
        }
      }
      expect(english, 'English outside the catalogue (decision 0045)').toEqual([]);
      // A translated text shows pseudo-localised: the catalogue, not the code's English.
      if (visitor === 'signed out') {
        await page.goto('/register');
        await expect(
          page.getByRole('banner').getByRole('link', { name: signInText }),
        ).toBeVisible();
      }
    });
  }
}
