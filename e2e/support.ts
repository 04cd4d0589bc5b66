import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, request } from '@playwright/test';
import { inEnglish, type Say } from './catalogues';
import { e2ePorts } from './ports';

export const demo = {
  admin: { email: 'admin@sparked.test', password: 'sparked-admin-demo' },
  facilitator: { email: 'facilitator@sparked.test', password: 'sparked-facilitator-demo' },
  student: { email: 'student@sparked.test', password: 'sparked-student-demo' },
} as const;

/**
 * Signs in through the form, read in `say`'s language; `signedInSay` is the language of the pages
 * after, which is the account's own once it has chosen one.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  say: Say = inEnglish,
  signedInSay: Say = say,
) {
  await page.goto('/sign-in');
  await page.getByLabel(say('Email')).fill(account.email);
  await page.getByLabel(say('Password')).fill(account.password);
  await page.getByRole('button', { name: say('Sign in') }).click();
  // On a phone the button waits behind the header's menu, so it is there rather than visible.
  await expect(
    page.getByRole('button', { name: signedInSay('Sign out'), includeHidden: true }),
  ).toBeAttached();
}

export const storedTokens = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('tokens') ?? 'null') as {
        accessToken: string;
        refreshToken: string;
      } | null,
  );

/** Calls the Sparked API as the page's signed-in user; answers `data`, failing the test on an error. */
export async function sparkedApi(page: Page) {
  const token = (await storedTokens(page))?.accessToken;
  return async (method: string, path: string, data?: object) => {
    const response = await page.request.fetch(`/sparked-api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      data,
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.status() === 204 ? null : (await response.json()).data;
  };
}

export const uniqueEmail = () =>
  `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** Registers a new student through the form and waits for the dashboard; answers the account. */
export async function registerStudent(page: Page, firstName: string, say: Say = inEnglish) {
  const account = { email: uniqueEmail(), password: 'a long enough password' };
  await page.goto('/register');
  await page.getByLabel(say('First name')).fill(firstName);
  await page.getByLabel(say('Last name')).fill('Learner');
  await page.getByLabel(say('Email')).fill(account.email);
  await page.getByLabel(say('Password')).fill(account.password);
  await page.getByRole('button', { name: say('Create account') }).click();
  await expect(
    page.getByRole('heading', { name: say('Hi, {firstName}!', { firstName }) }),
  ).toBeVisible();
  return account;
}

/** Takes a module made by `listedModule` from its academy page and reads its one e-book to the end. */
export async function finishListedModule(page: Page, moduleId: string, say: Say = inEnglish) {
  await page.goto(`/academy/modules/${moduleId}`);
  await page.getByRole('button', { name: say('Start this module') }).click();
  await page.getByRole('link', { name: 'Why the Moon has phases' }).click();
  await page.getByRole('button', { name: say('I have finished reading') }).click();
  await expect(page.getByText(say('You finished the whole module!'))).toBeVisible();
}

/** The built-in themes, for checks that must hold in each. */
export const themes = ['light', 'dark', 'high-contrast'] as const;

/** Waits until what is moving has settled: a toast fading in is measured at its final colours. */
async function settled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: 5_000 },
    )
    // A page that never settles is checked as it is.
    .catch(() => undefined);
}

type Finding = { id: string; nodes: Array<{ target: unknown[] }> };
const described = (violations: Finding[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** No WCAG 2.2 AA violation that axe can find on the page as it is now, once it has settled. */
export async function expectAxeClean(page: Page, label: string) {
  await settled(page);
  // A page without frames is checked in axe's legacy mode, which runs in the page itself: the
  // default mode merges the frames' findings in a blank page it opens for each check, which took
  // a third of the route walks' time (decision 0049). Frames still get the default mode.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(described(violations), label).toEqual([]);
}

/**
 * Axe's rules whose outcome depends on colours: the only thing a theme changes (design-tokens'
 * `global.css.ts`: a theme sets the palette's variables, never sizes or behaviour).
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * The colour rules on the page's own document, run by the axe that `expectAxeClean` left in it (no
 * second injection). Frames are left out: their content keeps its colours whatever the page's
 * theme, and `expectAxeClean` checked them.
 */
async function expectColoursClean(page: Page, label: string) {
  await settled(page);
  const violations = await page.evaluate(async (rules) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, {
      runOnly: { type: 'rule', values: rules },
      iframes: false,
    });
    return results.violations.map(({ id, nodes }) => ({
      id,
      nodes: nodes.map(({ target }) => ({ target: [...target] })),
    }));
  }, colourRules);
  expect(described(violations), label).toEqual([]);
}

/**
 * `expectAxeClean` in each built-in theme, on the page as it is now: the theme is the document's
 * `data-theme` (what the Theme choice sets), so a journey is walked once and checked in each
 * theme at its steps; the person's own theme is put back after. Every rule runs in the page's own
 * theme, and in the others the rules a theme can change: the same findings as every rule in every
 * theme, in about half the time (the route walks in three languages run it on every page).
 */
export async function expectAxeCleanInEveryTheme(page: Page, label: string) {
  const own = await page.evaluate(() => document.documentElement.dataset.theme ?? '');
  try {
    await expectAxeClean(page, `${label} (${own || themes[0]})`);
    for (const theme of themes.filter((name) => name !== (own || themes[0]))) {
      await page.evaluate((name) => {
        document.documentElement.dataset.theme = name;
      }, theme);
      await expectColoursClean(page, `${label} (${theme})`);
    }
  } finally {
    await page.evaluate((name) => {
      document.documentElement.dataset.theme = name;
    }, own);
  }
}

/** A real PNG of one colour, drawn by the browser, as a camera or screenshot tool saves one. */
export const drawnPng = async (page: Page, size = { width: 1200, height: 800 }) =>
  Buffer.from(
    await page.evaluate(({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = 'teal';
        context.fillRect(0, 0, width, height);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    }, size),
    'base64',
  );

/**
 * Nothing wider than the screen once the page has settled: neither the page nor its main region
 * scrolls sideways. Polled, since a page still rendering its data can be wider for a moment (the
 * pseudo-locale walk met one on a loaded machine); an overflow that stays fails.
 */
export async function expectNoHorizontalOverflow(page: Page, label: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [document.documentElement, document.getElementById('main-content')]
            .filter((element): element is HTMLElement => element !== null)
            .filter((element) => element.scrollWidth > element.clientWidth + 1)
            .map(
              (element) =>
                `${element.id || element.tagName}: ${element.scrollWidth} > ${element.clientWidth}`,
            ),
        ),
      { message: label, timeout: 5_000 },
    )
    .toEqual([]);
}

/**
 * A listed, published module with one short e-book, made through the API by the demo facilitator;
 * `price` makes it a paid one.
 */
/** Requests with a cookie jar of their own, so a session they start stays out of the browser. */
export const apiApartFromThePage = () =>
  request.newContext({ baseURL: `http://127.0.0.1:${e2ePorts.app}` });

/**
 * An access token for `account`, signed in apart from the page's browser: a sign-in through the
 * page's own requests would leave its session cookies in the browser, where every page, public
 * ones included, finds that session.
 */
export async function accessTokenOf(account: { email: string; password: string }) {
  const api = await apiApartFromThePage();
  try {
    const login = await api.post('/sso/auth/login', { data: account });
    return (await login.json()).data.accessToken as string;
  } finally {
    await api.dispose();
  }
}

/** Posts to the Sparked API as the demo facilitator; each call answers its `data`. */
export async function asFacilitator(page: Page) {
  const accessToken = await accessTokenOf(demo.facilitator);
  return async (url: string, data?: object) => {
    const response = await page.request.post(`/sparked-api${url}`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data,
    });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return (await response.json()).data;
  };
}

export async function listedModule(page: Page, title: string, price?: object) {
  const post = await asFacilitator(page);
  const module = await post('/modules', {
    title,
    description: 'How the Moon changes shape over a month.',
    subject: 'Astronomy',
    estimatedMinutes: 10,
    listedInAcademy: true,
    ...(price ? { price } : {}),
  });
  const section = await post(`/modules/${module.id}/sections`, { title: 'The Moon' });
  const unit = await post(`/modules/${module.id}/units`, {
    sectionId: section.id,
    title: 'Phases',
  });
  await post(`/modules/${module.id}/activities`, {
    unitId: unit.id,
    type: 'ebook',
    title: 'Why the Moon has phases',
  });
  await post(`/modules/${module.id}/publish`);
  return module.id as string;
}

/** The newest email the app sent to `to` (through the local mail server), once it arrives. */
export async function mailTo(to: string) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`http://127.0.0.1:${e2ePorts.mailbox}/messages`);
      const messages = (await response.json()) as { to: string; subject: string; text: string }[];
      found = messages.filter((message) => message.to === to).at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found as { subject: string; text: string };
}
