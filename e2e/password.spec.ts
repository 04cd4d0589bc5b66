import { type Browser, expect, type Page, test } from '@playwright/test';
import { stageSays } from './live-game';
import { asFacilitator, demo, expectAxeClean, registerStudent, signIn, themes } from './support';

const marked = (term: string, definition: string) => ({
  type: 'paragraph',
  content: [
    { type: 'text', text: term, marks: [{ type: 'glossaryTerm', attrs: { definition } }] },
    { type: 'text', text: `: ${definition}` },
  ],
});

/**
 * A module of the demo facilitator's whose e-book marks four terms, with one more word ready to
 * mark, made through the API. Returns the module's id.
 */
async function moonWords(page: Page, title: string) {
  const api = await asFacilitator(page);
  const post = async (url: string, data: object) => (await api(url, data)).id as string;
  const moduleId = await post('/modules', { title });
  const sectionId = await post(`/modules/${moduleId}/sections`, { title: 'Sky' });
  const unitId = await post(`/modules/${moduleId}/units`, { sectionId, title: 'The Moon' });
  await post(`/modules/${moduleId}/activities`, {
    unitId,
    type: 'ebook',
    title: 'Moon words',
    content: {
      type: 'ebook',
      blocks: [
        {
          id: 'words',
          type: 'text',
          doc: {
            type: 'doc',
            content: [
              marked('Orbit', 'The curved path the Moon follows around the Earth.'),
              marked('Eclipse', 'When a shadow blocks the light of the Sun or the Moon.'),
              marked('Crater', 'A round hollow made by a rock hitting the surface.'),
              marked('Tide', 'The rise and fall of the sea pulled by the Moon.'),
              { type: 'paragraph', content: [{ type: 'text', text: 'Crescent' }] },
            ],
          },
        },
      ],
    },
  });
  return moduleId;
}

async function player(browser: Browser, name: string, pin: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerStudent(page, name);
  await page.goto(`/game/password?pin=${pin}`);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText(/^You are .+, in (Comets|Rockets)\.$/)).toBeVisible();
  return page;
}

const card = (page: Page) => page.getByRole('region', { name: 'The card' });

test('a teacher marks a glossary term, then hosts a password game that three phones play', async ({
  page: host,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Moon ${Date.now()}`;
  const moduleId = await moonWords(host, title);
  await signIn(host, demo.facilitator);

  // The fifth term is marked in the e-book editor, with its definition.
  await host.goto(`/educator/modules/${moduleId}/contents`);
  await host.getByRole('link', { name: 'Moon words', exact: true }).click();
  const text = host.getByRole('textbox', { name: 'Text' });
  await text.getByText('Crescent', { exact: true }).click();
  await host.keyboard.press('End');
  await host.keyboard.press('Shift+Home');
  await host.getByRole('button', { name: 'Glossary term' }).click();
  const dialog = host.getByRole('dialog', { name: 'Glossary term' });
  await dialog.getByRole('textbox', { name: 'Definition' }).fill('A thin curved sliver of Moon.');
  await dialog.getByRole('button', { name: 'Mark as a term' }).click();
  await expect(text.locator('dfn', { hasText: 'Crescent' })).toBeVisible();
  await expect(host.getByText('All changes saved', { exact: true })).toBeVisible();

  // Learners press a term to read what it means.
  await host.goto(`/educator/modules/${moduleId}/contents`);
  await host.getByRole('link', { name: 'Preview Moon words' }).click();
  await host.getByRole('button', { name: 'Crescent' }).click();
  await expect(host.getByText('(A thin curved sliver of Moon.)')).toBeVisible();

  await host.goto('/game-arena');
  await host
    .getByRole('region', { name: 'Password' })
    .getByRole('link', { name: 'Host or join a game' })
    .click();
  // Until a module is chosen the button is off, and says what it waits for.
  const open = host.getByRole('button', { name: 'Open the game' });
  await expect(open).toBeDisabled();
  await expect(open).toHaveAccessibleDescription(
    'Choose the module whose words to play, under “Words from”, to open the game.',
  );
  await host.getByRole('combobox', { name: 'Words from' }).click();
  await host.getByRole('option', { name: `${title} (5 terms)` }).click();
  await expect(open).toHaveAccessibleDescription('');
  await host.getByRole('combobox', { name: 'Rounds (a turn for each team)' }).click();
  await host.getByRole('option', { name: '1', exact: true }).click();
  await host.getByRole('button', { name: 'Open the game' }).click();
  await expect(host.getByRole('heading', { name: 'Waiting for players' })).toBeVisible();
  const pin = (await host.getByText(/^\d{6}$/).textContent()) ?? '';

  // Joined one after another: Comets, Rockets, Comets.
  const ada = await player(browser, 'Ada', pin);
  const ben = await player(browser, 'Ben', pin);
  const cy = await player(browser, 'Cy', pin);
  await expect(ada.getByText(/in Comets\.$/)).toBeVisible();
  await expect(ben.getByText(/in Rockets\.$/)).toBeVisible();
  await host.getByRole('button', { name: 'Start Comets’ turn' }).click();

  // Ada gives the clues and sees the card; Cy guesses without it; Ben watches it to buzz.
  await expect(ada.getByRole('heading', { name: 'You give the clues' })).toBeVisible();
  await expect(card(ada)).toBeVisible();
  await expect(cy.getByRole('heading', { name: 'Guess!' })).toBeVisible();
  await expect(card(cy)).toHaveCount(0);
  await expect(ben.getByRole('heading', { name: 'Comets are guessing' })).toBeVisible();
  await expect(card(ben)).toBeVisible();
  await expect(host.getByRole('timer', { name: /seconds left/ })).toBeVisible();
  await expect(card(host)).toHaveCount(0);
  for (const theme of themes) {
    await ben.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await expectAxeClean(ben, `a watcher's turn, ${theme}`);
  }

  const first = await card(ada).locator('p').first().textContent();
  await ada.getByRole('button', { name: 'Got it' }).click();
  await expect(host.getByText('Guessed this turn: 1')).toBeVisible();
  await expect(card(ada)).not.toContainText(first ?? '');
  await ben.getByRole('button', { name: 'Forbidden word!' }).click();
  const teams = host.getByRole('list', { name: 'Teams' });
  await expect(teams.getByRole('heading', { name: /^Comets · on turn 1 point$/ })).toBeVisible();
  await expect(teams.getByRole('heading', { name: /^Rockets 1 point$/ })).toBeVisible();

  // A reload puts Cy back in the same seat, still guessing.
  const seat = await cy.getByText(/^You are .+, in Comets\.$/).textContent();
  await cy.reload();
  await expect(cy.getByText(seat ?? '')).toBeVisible();
  await expect(cy.getByRole('heading', { name: 'Guess!' })).toBeVisible();

  await host.getByRole('button', { name: 'End the game now' }).click();
  await expect(host.getByRole('heading', { name: 'Final scores' })).toBeVisible();
  await expect(stageSays(host)).toHaveText('It is a draw!');
  await expect(stageSays(ada)).toHaveText('It is a draw! You earned 5 experience.');
  await expect(ada.getByText('You earned 5 experience.', { exact: true })).toBeVisible();

  // The same glossary fills in the puzzle maker.
  await host.goto('/game/puzzle-maker');
  await host.getByRole('combobox', { name: "Fill in from a module's glossary" }).click();
  await host.getByRole('option', { name: `${title} (5 terms)` }).click();
  await expect(host.getByLabel('Title')).toHaveValue(title);
  await expect(host.getByRole('textbox', { name: 'Terms and clues' })).toHaveValue(
    /^Orbit: The curved path the Moon follows around the Earth\.\n(.+\n){3}Crescent: A thin curved sliver of Moon\.$/,
  );

  await ada.goto('/game-arena');
  await expect(ada.getByText(/^Password · Your team came 1st · 1 point · finished/)).toBeVisible();
});

test('on one shared screen the clue giver plays the demo glossary’s cards from the host’s screen', async ({
  page,
}) => {
  await signIn(page, demo.facilitator);
  await page.goto('/game/password');
  await page.getByRole('combobox', { name: 'Words from' }).click();
  await page.getByRole('option', { name: /^Photosynthesis \(\d+ terms\)$/ }).click();
  await page.getByRole('radio', { name: /One shared screen/ }).check();
  await page.getByRole('button', { name: 'Open the game' }).click();
  await expect(page.getByRole('heading', { name: 'Teams' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting for players' })).toHaveCount(0);
  await expect(
    page.getByText('Comets: your clue giver takes this screen; everyone else, look away from it.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Start Comets’ turn' }).click();
  await expect(card(page)).toBeVisible();
  await expectAxeClean(page, 'a turn on one shared screen');
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByText('Guessed this turn: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Pass' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Teams' })
      .getByRole('heading', { name: /^Comets · on turn 1 point$/ }),
  ).toBeVisible();
});
