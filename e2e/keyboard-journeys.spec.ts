import { expect, type Locator, type Page, test } from '@playwright/test';
import { newStudent } from './button-walk';
import {
  announcements,
  focused,
  listenToLiveRegions,
  pickOption,
  pressEnter,
  tabTo,
} from './keyboard';
import { asFacilitator, demo, expectAxeCleanInEveryTheme, signIn } from './support';

/**
 * Journeys of issue 42 walked with the keyboard alone (decision 0044): after every action focus is
 * somewhere a screen reader can go on from, never the page itself, and what the action did is
 * said. What a journey needs is made through the API first, so each stays short.
 */

test.beforeEach(async ({ page }) => {
  await listenToLiveRegions(page);
});

/** Focus is on a control or message after the action, never on `<body>`. */
async function expectFocusKept(page: Page, after: string) {
  expect(await focused(page), `focus after ${after}`).not.toBe('<body>');
}

/** Focuses `target` as Tab would reach it and presses Enter: a link or a control that is no button. */
async function enter(target: Locator) {
  await target.focus();
  await target.press('Enter');
}

/** Whether a live region has said something matching `said` by now. */
const expectSaid = (page: Page, said: RegExp) =>
  expect.poll(async () => (await announcements(page)).some((text) => said.test(text))).toBe(true);

/**
 * Presses (`press`) and, while the change it sends is held back by the test, runs `check`: what a
 * person meets while an action runs, however fast the server.
 */
async function whileTheChangeRuns(
  page: Page,
  press: () => Promise<void>,
  check: () => Promise<void>,
) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const isChange = (request: { method(): string }) => request.method() !== 'GET';
  await page.route('**/sparked-api/**', async (route) => {
    if (isChange(route.request())) await held;
    await route.continue();
  });
  try {
    const sent = page.waitForRequest(isChange);
    await press();
    await sent;
    await check();
  } finally {
    release();
    await page.unrouteAll({ behavior: 'wait' });
  }
}

const unique = (what: string) => `${what} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

/** A glossary term in a sentence, as the rich-text editor stores one. */
const glossaryParagraph = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Leaves hold ' },
        {
          type: 'text',
          text: 'chlorophyll',
          marks: [{ type: 'glossaryTerm', attrs: { definition: 'A green pigment.' } }],
        },
        { type: 'text', text: ', which catches light.' },
      ],
    },
  ],
};

const orderingQuestion = {
  id: 'sizes',
  type: 'ordering',
  prompt: 'Smallest first',
  items: [
    { id: 'atom', text: 'Atom' },
    { id: 'cell', text: 'Cell' },
    { id: 'leaf', text: 'Leaf' },
  ],
};

/**
 * A listed, published module of the demo facilitator: an e-book with a glossary term and an
 * ordering question, and a one-question quiz.
 */
async function playableModule(page: Page) {
  const post = await asFacilitator(page);
  const title = unique('Keyboard module');
  const module = await post('/modules', {
    title,
    description: 'Leaves, light and sizes.',
    subject: 'Biology',
    estimatedMinutes: 5,
    listedInAcademy: true,
  });
  const section = await post(`/modules/${module.id}/sections`, { title: 'Leaves' });
  const unit = await post(`/modules/${module.id}/units`, { sectionId: section.id, title: 'Light' });
  await post(`/modules/${module.id}/activities`, {
    unitId: unit.id,
    type: 'ebook',
    title: 'How leaves catch light',
    content: {
      type: 'ebook',
      blocks: [
        { id: 'words', type: 'text', doc: glossaryParagraph },
        { id: 'order', type: 'question', question: orderingQuestion },
      ],
    },
  });
  await post(`/modules/${module.id}/activities`, {
    unitId: unit.id,
    type: 'form',
    title: 'Leaf quiz',
    content: {
      type: 'form',
      questions: [{ id: 'q1', type: 'true-false', prompt: 'Leaves are green.', correct: true }],
    },
  });
  await post(`/modules/${module.id}/publish`);
  return module.id as string;
}

test('1. sign in: the fields, Enter, and the dashboard takes focus', async ({ page }) => {
  await page.goto('/sign-in');
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(demo.student.email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(demo.student.password);
  await expectAxeCleanInEveryTheme(page, 'the sign-in form');
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expectFocusKept(page, 'Sign in');
  await expectAxeCleanInEveryTheme(page, 'the dashboard after signing in');
});

test('2. play an e-book with its glossary and questions, then a quiz', async ({ page }) => {
  const moduleId = await playableModule(page);
  await signIn(page, (await newStudent()).account);
  await page.goto(`/academy/modules/${moduleId}`);
  await pressEnter(page, 'Start this module');
  await enter(page.getByRole('link', { name: 'How leaves catch light' }));

  // The glossary term is a disclosure: it names the definition it shows; Escape hides it again.
  const term = page.getByRole('button', { name: 'chlorophyll' });
  await enter(term);
  await expect(term).toHaveAttribute('aria-expanded', 'true');
  const definition = page.locator(`#${await term.getAttribute('aria-controls')}`);
  await expect(definition).toHaveText('(A green pigment.)');
  await expectAxeCleanInEveryTheme(page, 'an e-book with its definition open');
  await page.keyboard.press('Escape');
  await expect(term).toHaveAttribute('aria-expanded', 'false');
  await expect(definition).toBeHidden();
  await expect(term).toBeFocused();

  // Move up and down keep focus with the item and say its new place.
  const question = page.getByRole('region', { name: 'Practice question' });
  const second = (await question.getByRole('listitem').nth(1).locator('span').textContent()) ?? '';
  await pressEnter(page, `Move ${second} up`);
  await expect(question.getByRole('button', { name: `Move ${second} down` })).toBeFocused();
  await expectSaid(page, new RegExp(`^${second}: 1 of 3$`));
  await page.keyboard.press('Enter');
  await expect(question.getByRole('button', { name: `Move ${second} down` })).toBeFocused();
  await expectSaid(page, new RegExp(`^${second}: 2 of 3$`));
  await pressEnter(page, 'Check');
  await expectSaid(page, /^(Correct!|Not quite\.)/);
  await expect(question.getByRole('button', { name: 'Check' })).toBeFocused();

  // The quiz: answer, Submit answers, and focus reads the marking.
  await page.goto(`/academy/modules/${moduleId}`);
  await enter(page.getByRole('link', { name: 'Open the module' }));
  await enter(page.getByRole('link', { name: 'Leaf quiz' }));
  const truly = page.getByRole('radio', { name: 'True' });
  await truly.focus();
  await page.keyboard.press('Space');
  await expect(truly).toBeChecked();
  await pressEnter(page, 'Submit answers');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
    .toBe('status');
  // The marking is read as focus reaches it.
  expect(await focused(page)).toMatch(/^Passed: 1 of 1 points \(100%\)\./);
  await expectAxeCleanInEveryTheme(page, 'a marked quiz');
});

test('3. buy in the store: a modal dialog, then focus on Owned', async ({ page }) => {
  await signIn(page, (await newStudent()).account);
  await page.goto('/store');
  const headphones = page.getByRole('article', { name: 'Headphones' });
  await pressEnter(page, 'Buy Headphones');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAxeCleanInEveryTheme(page, 'the buy dialog');
  await tabTo(page, dialog.getByRole('button', { name: 'Buy', exact: true }));
  await page.keyboard.press('Enter');
  await expect(headphones.locator('[data-owned]')).toBeFocused();
  expect(await focused(page)).toBe('Owned');
  await expectFocusKept(page, 'Buy');
  await expectSaid(page, /Headphones is yours/);
});

test('4. change the avatar: the tab panel costs no Tab, Save avatar says it is saved', async ({
  page,
}) => {
  await signIn(page, (await newStudent()).account);
  await page.goto('/profile');
  const hair = page.getByRole('tab', { name: 'Hair' });
  await tabTo(page, hair);
  // From the tab, one Tab reaches the first style: the panel itself is no stop of its own.
  await expect(page.getByRole('tabpanel', { name: 'Hair' })).not.toHaveAttribute('tabindex');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('radio');
  const styles = page.getByRole('radiogroup', { name: 'Hair' });
  const another = styles.getByRole('radio', { checked: false, name: /^(?!.*Locked)/ }).first();
  const name = (await another.getAttribute('aria-label')) ?? '';
  const style = styles.getByRole('radio', { name, exact: true });
  await style.focus();
  await page.keyboard.press('Space');
  await expect(style).toHaveAttribute('aria-checked', 'true');
  await expectAxeCleanInEveryTheme(page, 'the avatar editor with a change');
  await pressEnter(page, 'Save avatar');
  await expectSaid(page, /Avatar saved/);
  await expectFocusKept(page, 'Save avatar');
  // Focus reads the sentence under the preview (decision 0044).
  expect(await focused(page)).toBe('Everyone sees this avatar.');
});

test('5. author an e-book: Add block puts focus in the new block, and saving is said once', async ({
  page,
}) => {
  const post = await asFacilitator(page);
  const module = await post('/modules', { title: unique('Keyboard authoring') });
  const section = await post(`/modules/${module.id}/sections`, { title: 'Section' });
  const unit = await post(`/modules/${module.id}/units`, { sectionId: section.id, title: 'Unit' });
  const activity = await post(`/modules/${module.id}/activities`, {
    unitId: unit.id,
    type: 'ebook',
    title: 'Blank e-book',
  });
  await signIn(page, demo.facilitator);
  await page.goto(`/modules/${module.id}/ebook/${activity.id}`);
  await pressEnter(page, 'Add block');
  const field = page.getByRole('listitem', { name: 'Text block 1' }).getByRole('textbox');
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await expectAxeCleanInEveryTheme(page, 'the e-book editor with a new block');
  await page.keyboard.type('Light is energy.', { delay: 30 });
  await expectSaid(page, /^Saved$/);
  const said = await announcements(page);
  expect(said.filter((text) => /Saving|Unsaved/.test(text))).toEqual([]);
  await expectFocusKept(page, 'typing');
});

test('6. create a class: New class, its form, Create class', async ({ page }) => {
  await signIn(page, demo.facilitator);
  await page.goto('/educator/classes');
  await pressEnter(page, 'New class');
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  const className = unique('Keyboard class');
  await page.keyboard.type(className);
  await expectAxeCleanInEveryTheme(page, 'the new class form');
  await pressEnter(page, 'Create class');
  await expect(page.getByRole('heading', { name: className, level: 1 })).toBeVisible();
  await expectFocusKept(page, 'Create class');
});

test('7. grant points and tag as an admin: the form is ready again and each change is said', async ({
  page,
}) => {
  const { userId } = await newStudent();
  await signIn(page, demo.admin);
  await page.goto(`/educator/users/${userId}`);
  const wallets = page.getByRole('region', { name: 'Wallets' });
  await tabTo(page, wallets.getByLabel('Amount'), 120);
  await page.keyboard.type('250');
  await tabTo(page, wallets.getByLabel('Reason'));
  await page.keyboard.type('Helped a classmate');
  await pressEnter(page, 'Grant or revoke');
  await expectSaid(page, /\+250 achievement points for Dee\./);
  await expectFocusKept(page, 'Grant or revoke');
  await expect(wallets.getByRole('combobox', { name: 'Wallet' })).toBeFocused();
  await expectAxeCleanInEveryTheme(page, 'a user after a grant');

  // A tag added, then removed: the running Remove keeps focus, then the choice of a tag takes it.
  const tags = page.getByRole('region', { name: 'Tags' });
  await pickOption(page, 'Add a tag', 'Science club');
  await tags.getByRole('button', { name: 'Add', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expectSaid(page, /The tag is added\./);
  await expectFocusKept(page, 'Add');
  await tags.getByRole('button', { name: 'Remove the tag Science club' }).focus();
  await whileTheChangeRuns(
    page,
    () => page.keyboard.press('Enter'),
    async () => {
      // Chromium drops focus to the page a moment after a focused button is disabled.
      await page.waitForTimeout(300);
      await expectFocusKept(page, 'Remove, while it runs');
    },
  );
  await expectSaid(page, /Science club is removed\./);
  await expect(tags.getByRole('combobox', { name: 'Add a tag' })).toBeFocused();
});

test('8. Janus: open, ask, hear the answer, close, and focus returns', async ({ page }) => {
  await signIn(page, demo.student);
  await pressEnter(page, 'Open help desk');
  const input = page.getByRole('textbox', { name: 'Message Janus' });
  await expect(input).toBeFocused();
  await page.keyboard.type('How do I switch the colour theme?');
  await page.keyboard.press('Enter');
  await expectSaid(page, /theme menu/);
  await expectFocusKept(page, 'sending a message');
  await expectAxeCleanInEveryTheme(page, 'Janus with an answer');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open help desk' })).toBeFocused();
});

/**
 * Each control Tab reaches on `path`, by the keyboard alone, that lies in the band of the screen's
 * height where the floating help button is, and would be under it at that height.
 */
async function controlsInTheHelpButtonsBand(page: Page, path: string) {
  await page.goto(path);
  const help = page.getByRole('button', { name: 'Open help desk' });
  await expect(help).toBeVisible();
  const covered: string[] = [];
  // The help desk's button is the page's last control: Tab walks every other one before it.
  for (let presses = 0; presses < 150; presses += 1) {
    await page.keyboard.press('Tab');
    const inTheBand = await help.evaluate((button) => {
      const active = document.activeElement;
      if (!active || active === document.body) return '<body>';
      if (active.closest('[data-component="chat-panel"]')) return 'the help button';
      const control = active.getBoundingClientRect();
      const band = button.getBoundingClientRect();
      // A region taller than half the screen cannot be shown whole anyway.
      if (control.height > window.innerHeight / 2) return null;
      return control.bottom > band.top && control.top < band.bottom
        ? (active.getAttribute('aria-label') ?? active.textContent ?? active.tagName).trim()
        : null;
    });
    if (inTheBand === 'the help button') return covered;
    if (inTheBand) covered.push(`${path}: ${inTheBand}`);
  }
  throw new Error(`150 Tabs on ${path} did not reach the help button`);
}

test('the floating help button never covers a focused control at 640 × 400', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await signIn(page, (await newStudent()).account);
  // Tab scrolls each control clear of the button's height, not just into the screen.
  for (const path of ['/profile', '/store']) {
    expect(await controlsInTheHelpButtonsBand(page, path)).toEqual([]);
  }
});
