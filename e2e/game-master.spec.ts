import { type Browser, expect, type Page, test } from '@playwright/test';
import { formModule, stageSays } from './live-game';
import { demo, expectAxeClean, registerStudent, signIn, themes } from './support';

const questions = [
  {
    id: 'g1',
    type: 'single',
    prompt: 'Which planet is closest to the Sun?',
    options: [
      { id: 'mercury', text: 'Mercury' },
      { id: 'venus', text: 'Venus' },
    ],
    correct: 'mercury',
    feedback: { correct: 'Mercury orbits closest, at about 58 million km.', incorrect: '' },
  },
  { id: 'g2', type: 'true-false', prompt: 'The Moon makes its own light.', correct: false },
  {
    id: 'g3',
    type: 'single',
    prompt: 'Which planet has the most moons?',
    options: [
      { id: 'saturn', text: 'Saturn' },
      { id: 'mars', text: 'Mars' },
    ],
    correct: 'saturn',
  },
];

async function player(browser: Browser, name: string, pin: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerStudent(page, name);
  await page.goto(`/game/game-master?pin=${pin}`);
  await expect(page.getByLabel('Game PIN')).toHaveValue(pin);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('heading', { name: "You're in" })).toBeVisible();
  return page;
}

const answer = (page: Page, option: string) =>
  page.getByRole('list', { name: 'Answers' }).getByRole('button', { name: option }).click();

test('a host and three players play three questions to the podium; a reload keeps the score', async ({
  page: host,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Space ${Date.now()}`;
  await formModule(host, title, 'Planets quiz', questions);
  await signIn(host, demo.facilitator);
  await host.goto('/game-arena');
  await host
    .getByRole('region', { name: 'Game master' })
    .getByRole('link', { name: 'Host or join a game' })
    .click();
  await host.getByRole('combobox', { name: 'Questions from' }).click();
  await host.getByRole('option', { name: `${title}: Planets quiz (3 questions)` }).click();
  await host.getByRole('button', { name: 'Open the room' }).click();
  await expect(host.getByRole('heading', { name: 'Waiting for players' })).toBeVisible();
  await expect(host.getByRole('img', { name: 'QR code of the join link' })).toBeVisible();
  const pin = (await host.getByText(/^\d{6}$/).textContent()) ?? '';
  for (const theme of themes) {
    await host.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await expectAxeClean(host, `game lobby, ${theme}`);
  }

  const [ada, ben, cy] = await Promise.all([
    player(browser, 'Ada', pin),
    player(browser, 'Ben', pin),
    player(browser, 'Cy', pin),
  ]);
  await expect(host.getByRole('heading', { name: '3 joined' })).toBeVisible();
  const adaName = await ada
    .getByRole('region', { name: "You're in" })
    .getByText(/^[A-Z][a-z]+ [A-Z][a-z]+$/)
    .textContent();
  await host.getByRole('button', { name: 'Start the game' }).click();

  // Question 1: Ada right at once, Ben wrong, Cy right; then Ada's phone reloads.
  for (const page of [ada, ben, cy])
    await expect(
      page.getByRole('heading', { name: /Which planet is closest to the Sun\?/ }),
    ).toBeVisible();
  await expectAxeClean(ada, 'a player on a question');
  await answer(ada, 'Mercury');
  await expect(stageSays(ada)).toHaveText('Answer locked in. Wait for the reveal.');
  await answer(ben, 'Venus');
  await answer(cy, 'Mercury');
  await expect(host.getByText('3 of 3 have answered')).toBeVisible();
  await ada.reload();
  await expect(stageSays(ada)).toHaveText('Answer locked in. Wait for the reveal.');
  await host.getByRole('button', { name: 'Reveal the answer' }).click();
  await expect(host.getByText('Mercury orbits closest, at about 58 million km.')).toBeVisible();
  await expect(stageSays(ada)).toHaveText(
    /^The answer was Mercury\. You were right, \+\d+ points\.$/,
  );
  await expect(ada.getByText(/^Right! \+\d+ points\.$/)).toBeVisible();
  await expect(stageSays(ben)).toHaveText(
    'The answer was Mercury. You were wrong, no points this time.',
  );
  await expect(ben.getByText('Mercury orbits closest, at about 58 million km.')).toBeVisible();
  await host.getByRole('button', { name: 'Show the scoreboard' }).click();
  await expect(stageSays(ada)).toHaveText(/^You are (1st|2nd) with \d+ points\.$/);
  const afterOne = Number((await stageSays(ada).textContent())?.match(/(\d+) points/)?.[1]);
  expect(afterOne).toBeGreaterThan(500);

  // Questions 2 and 3, answered by keyboard on Ada's phone.
  await host.getByRole('button', { name: 'Next question' }).click();
  await expect(ada.getByRole('heading', { name: /The Moon makes its own light\./ })).toBeVisible();
  await ada.getByRole('button', { name: 'False' }).focus();
  await ada.keyboard.press('Enter');
  await answer(ben, 'True');
  await answer(cy, 'False');
  await host.getByRole('button', { name: 'Reveal the answer' }).click();
  await host.getByRole('button', { name: 'Show the scoreboard' }).click();
  await host.getByRole('button', { name: 'Next question' }).click();
  await expect(
    cy.getByRole('heading', { name: /Which planet has the most moons\?/ }),
  ).toBeVisible();
  await answer(ada, 'Saturn');
  await answer(ben, 'Saturn');
  await host.getByRole('button', { name: 'Reveal the answer' }).click();
  await host.getByRole('button', { name: 'Show the scoreboard' }).click();
  await host.getByRole('button', { name: 'Show the podium' }).click();

  await expect(host.getByRole('heading', { name: 'Podium' })).toBeVisible();
  const finals = stageSays(ada);
  await expect(finals).toHaveText(/^You finished 1st with \d+ points and earned \d+ experience\.$/);
  const adaFinal = Number((await finals.textContent())?.match(/with (\d+) points/)?.[1]);
  expect(adaFinal).toBeGreaterThan(afterOne + 1000);
  await expect(
    host.getByRole('list', { name: 'Final standings' }).getByRole('listitem').first(),
  ).toContainText(adaName ?? '');
  await expectAxeClean(ada, 'a player on the podium');
  const download = host.waitForEvent('download');
  await host.getByRole('button', { name: 'Download the results (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe(`sparked-game-${pin}.csv`);

  await ada.goto('/game-arena');
  await expect(ada.getByRole('link', { name: 'Planets quiz' })).toBeVisible();
  await expect(ada.getByText(/^1st of 3 · \d+ points · finished/)).toBeVisible();
});

test('a teacher hosts questions typed on the spot, told which line to fix first', async ({
  page,
}) => {
  await signIn(page, demo.facilitator);
  await page.goto('/game/game-master');
  await page.getByRole('combobox', { name: 'Questions from' }).click();
  await page.getByRole('option', { name: 'Questions I type here' }).click();
  await page.getByLabel('Game title').fill('Quick check');
  const questions = page.getByRole('textbox', { name: 'Questions' });
  await questions.fill('Which planet is closest to the Sun?\nA. Mercury\nB. Venus\nANSWER: C');
  await expect(page.getByText('Line 1: ANSWER: C is not one of its options.')).toBeVisible();
  await questions.fill('Which planet is closest to the Sun?\nA. Mercury\nB. Venus\nANSWER: A');
  await expect(page.getByText('1 question ready.')).toBeVisible();
  await page.getByRole('button', { name: 'Open the room' }).click();
  await expect(page.getByRole('heading', { name: 'Quick check', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting for players' })).toBeVisible();
});

test('a game plays a form’s multiple-answer, short-answer and number questions, and says it leaves out ordering', async ({
  page: host,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Kinds ${Date.now()}`;
  await formModule(host, title, 'Every kind', [
    {
      id: 'k1',
      type: 'multiple',
      prompt: 'Which are planets?',
      options: [
        { id: 'mars', text: 'Mars' },
        { id: 'moon', text: 'The Moon' },
        { id: 'venus', text: 'Venus' },
      ],
      correct: ['mars', 'venus'],
    },
    { id: 'k2', type: 'short-answer', prompt: 'Name the red planet.', accepted: ['Mars'] },
    { id: 'k3', type: 'number', prompt: 'How many planets has the Solar System?', correct: 8 },
    {
      id: 'k4',
      type: 'ordering',
      prompt: 'Order by distance from the Sun.',
      items: [
        { id: 'o1', text: 'Mercury' },
        { id: 'o2', text: 'Venus' },
      ],
    },
  ]);
  await signIn(host, demo.facilitator);
  await host.goto('/game/game-master');
  await host.getByRole('combobox', { name: 'Questions from' }).click();
  await host
    .getByRole('option', {
      name: `${title}: Every kind (3 questions; 1 ordering question left out)`,
    })
    .click();
  await expect(host.getByText(/^Its ordering question is left out of the game/)).toBeVisible();
  await host.getByRole('button', { name: 'Open the room' }).click();
  const pin = (await host.getByText(/^\d{6}$/).textContent()) ?? '';
  const dee = await player(browser, 'Dee', pin);
  await host.getByRole('button', { name: 'Start the game' }).click();

  // Several right answers: picked one by one, then sent together.
  await expect(dee.getByText('Pick every right answer, then send them.')).toBeVisible();
  await expect(host.getByText('Players pick every right answer.')).toBeVisible();
  await expectAxeClean(dee, 'a player picking several answers');
  await answer(dee, 'Mars');
  await answer(dee, 'Venus');
  await expect(
    dee.getByRole('list', { name: 'Answers' }).getByRole('button', { pressed: true }),
  ).toHaveCount(2);
  await dee.getByRole('button', { name: 'Send my answers' }).click();
  await expect(stageSays(dee)).toHaveText('Answer locked in. Wait for the reveal.');
  await host.getByRole('button', { name: 'Reveal the answer' }).click();
  await expect(
    host.getByRole('button', { name: /Venus.*Right answer · 1 picked this/ }),
  ).toBeVisible();
  await expect(host.getByRole('button', { name: /The Moon.*0 picked this/ })).toBeVisible();
  await expect(stageSays(dee)).toHaveText(
    /^The answers were Mars and Venus\. You were right, \+\d+ points\.$/,
  );
  await host.getByRole('button', { name: 'Show the scoreboard' }).click();

  // Words typed: case and spaces do not count.
  await host.getByRole('button', { name: 'Next question' }).click();
  await expect(host.getByText('Players type their answer.')).toBeVisible();
  await expectAxeClean(dee, 'a player typing an answer');
  await dee.getByRole('textbox', { name: 'Your answer' }).fill(' mars ');
  await dee.getByRole('textbox', { name: 'Your answer' }).press('Enter');
  await expect(dee.getByText('Your answer: mars')).toBeVisible();
  await host.getByRole('button', { name: 'Reveal the answer' }).click();
  await expect(host.getByText('The answer: Mars')).toBeVisible();
  await expect(stageSays(dee)).toHaveText(/^The answer was Mars\. You were right/);
  await host.getByRole('button', { name: 'Show the scoreboard' }).click();

  await host.getByRole('button', { name: 'Next question' }).click();
  await dee.getByRole('textbox', { name: 'Your answer' }).fill('9');
  await dee.getByRole('button', { name: 'Send my answer' }).click();
  await host.getByRole('button', { name: 'Reveal the answer' }).click();
  await expect(dee.getByText('The answer: 8')).toBeVisible();
  await expect(stageSays(dee)).toHaveText(/^The answer was 8\. You were wrong/);
  await host.getByRole('button', { name: 'Show the scoreboard' }).click();
  await host.getByRole('button', { name: 'Show the podium' }).click();
  await expect(stageSays(dee)).toHaveText(/^You finished 1st/);
});
