import { expect, type Page, test } from '@playwright/test';
import { type PageRow, pageTable } from '../apps/web/src/app/route-table';
import { visitorOf } from './button-walk';
import { catalogues } from './catalogues';
import { address, expectedOutcome, type Visitor } from './route-walk';
import { demo, expectAxeCleanInEveryTheme, expectNoHorizontalOverflow, signIn } from './support';
import { englishLeft, untranslatedTexts, watchApiStrings } from './untranslated-text';

// Issue 41's every-route walk in another language (decision 0045): Filipino, and the
// pseudo-locales `en-XA` (every translated text accented and a third longer) and `ar-XB` (the
// same, right to left in a right-to-left page). Each visitor's pages, at phone and desktop width,
// turn the page's `lang` and `dir` and keep within the screen. At desktop width, in Filipino and
// `en-XA`, axe finds nothing in every theme on the pages the visitor is the least role for (as in
// the English walk, every-route.spec.ts, which checks the guards and the navigation), and no text
// stays English where the language has its own:
// - in Filipino, a text the catalogue translates differently that the page shows in English;
// - in `en-XA`, where every catalogue text is accented, any run of plain English letters.
// What people and the demo typed comes in the API's answers and is theirs, in either check.
// `ar-XB` turns the same texts right to left: every visitor's pages at phone width, where a
// physical left or right pushes a page past the screen first, for the layout alone (its texts and
// axe's rules are `en-XA`'s).
const everyone: Visitor[] = ['signed out', 'student', 'facilitator', 'admin'];
const locales = [
  { locale: 'fil', dir: 'ltr', widths: [390, 1280], readsAtDesktop: true },
  { locale: 'en-XA', dir: 'ltr', widths: [390, 1280], readsAtDesktop: true },
  { locale: 'ar-XB', dir: 'rtl', widths: [390], readsAtDesktop: false },
] as const;
type Locale = (typeof locales)[number]['locale'];

/** The texts of the page, as the locale's check reads them, that are English they should not be. */
async function englishFinder(locale: Locale, page: Page) {
  const apiStrings = watchApiStrings(page);
  if (locale === 'en-XA') return () => untranslatedTexts(page, apiStrings);
  const { english } = await catalogues(locale);
  return () => englishLeft(page, english, apiStrings);
}

/** The sign-in link is named in the locale: a translated text, not the code's English. */
async function expectSignInTranslated(page: Page, locale: Locale) {
  const pseudo: Partial<Record<Locale, string>> = { 'en-XA': 'Śĩĝń ĩń', 'ar-XB': '\u202EŚĩĝń ĩń' };
  const name = pseudo[locale] ?? (await catalogues(locale)).say('Sign in');
  await page.goto('/register');
  await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
}

test.describe.configure({ mode: 'parallel' });

// One test a width, as the English walk has it: a student's pages with axe in every theme take
// minutes, and the two halves share the workers.
for (const { locale, dir, widths, readsAtDesktop } of locales) {
  for (const visitor of everyone) {
    for (const width of widths) {
      const who = visitor === 'signed out' ? 'a signed-out visitor' : `the ${visitor}`;
      const reads = readsAtDesktop && width === 1280;
      test(`every page ${who} opens, in ${locale}, at ${width} px: the page turned ${dir}, nothing past the screen${reads ? ', no English left, axe clean in every theme' : ''}`, async ({
        page,
      }) => {
        // Every page, and at 1280 px axe in three themes on each: on a slow two-core host (Lighthouse
        // benchmark index about 1 000) the student's walk took over five minutes.
        test.setTimeout(600_000);
        // Signed in first, in English, then the language chosen for every page after.
        if (visitor !== 'signed out') await signIn(page, demo[visitor]);
        await page.addInitScript((chosen) => localStorage.setItem('sparkedLocale', chosen), locale);
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        const englishOnPage = reads ? await englishFinder(locale, page) : undefined;
        const english: string[] = [];
        for (const row of pageTable.filter((r) => expectedOutcome(r, visitor).kind === 'page')) {
          const label = `${row.path} as ${visitor} in ${locale} at ${width} px`;
          await page.goto(address(row));
          await test.step(label, async () => {
            await expectTurnedAndWithinTheScreen(page, { locale, dir, label });
            if (!englishOnPage) return;
            // The page's data arrives after its heading: the requests settle first.
            await page.waitForLoadState('networkidle');
            const found = await englishOnPage();
            english.push(...found.map((text) => `${visitor} ${row.path}: ${text}`));
            if (checkedByAxe(row, visitor)) await expectAxeCleanInEveryTheme(page, label);
          });
        }
        expect(english, `English left in ${locale} (decision 0045)`).toEqual([]);
        if (visitor === 'signed out') await expectSignInTranslated(page, locale);
      });
    }
  }
}

const checkedByAxe = (row: PageRow, visitor: Visitor) => visitorOf(row) === visitor;

async function expectTurnedAndWithinTheScreen(
  page: Page,
  { locale, dir, label }: { locale: Locale; dir: string; label: string },
) {
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(
    page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first(),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page, label);
}
