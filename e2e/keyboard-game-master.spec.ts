import { expect, type Locator, type Page, test } from '@playwright/test';
import { announcements, pickOption, pressEnter, tabTo } from './keyboard';
import { playerJoins, quizModule } from './live-game';
import { demo, expectAxeCleanInEveryTheme, signIn } from './support';

/**
 * Issue 42's keyboard journey "host and play game master" (decision 0044): the demo facilitator
 * hosts a two-question live game and a student plays it, each with the keyboard alone. After
 * every action focus is asserted on both screens (never the page itself), the player's
 * announcements are asserted as a screen reader hears them, the player's Tabs to an answer are
 * counted, and both screens are axe clean in every theme at each phase.
 */

/** Waits until `page`'s live regions have said `text` (exactly, or matching a pattern). */
async function hears(page: Page, text: string | RegExp) {
  await expect
    .poll(() => announcements(page), { message: `heard ${text}`, timeout: 15_000 })
    .toContainEqual(typeof text === 'string' ? text : expect.stringMatching(text));
}

/** `control` has focus once the screen settles: where a person goes on from, never `<body>`. */
async function focusIsOn(control: Locator) {
  await expect(control).toBeFocused();
}

test('host and play game master with the keyboard only, told each step', async ({
  page: host,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = await quizModule(host);
  await signIn(host, demo.facilitator);
  await host.goto('/game/game-master');
  await pickOption(host, 'Questions from', new RegExp(`^${title}: Quiz`));
  await focusIsOn(host.getByRole('combobox', { name: 'Questions from' }));
  await pressEnter(host, 'Open the room');
  // With nobody in yet, the stage's heading; Start the game takes focus from it as a player joins.
  await focusIsOn(host.getByRole('heading', { name: 'Waiting for players' }));
  const pin = (await host.getByText(/^\d{6}$/).textContent()) ?? '';
  const player = await playerJoins(browser, pin);
  await focusIsOn(player.getByRole('heading', { name: "You're in" }));
  await focusIsOn(host.getByRole('button', { name: 'Start the game' }));
  const axeBoth = async (phase: string) => {
    await expectAxeCleanInEveryTheme(host, `host, ${phase}`);
    await expectAxeCleanInEveryTheme(player, `player, ${phase}`);
  };
  await axeBoth('lobby');

  const playerTabs: number[] = [];
  for (const n of [1, 2]) {
    await test.step(`question ${n}`, async () => {
      // The host's one key for each phase (0 Tabs): the button that moves the game on has focus.
      await host.keyboard.press('Enter');
      await focusIsOn(host.getByRole('button', { name: 'Reveal the answer' }));
      const prompt = player.getByRole('heading', { name: new RegExp(`Statement ${n} is true`) });
      await focusIsOn(prompt);
      await hears(player, `Question ${n} of 2 started: Statement ${n} is true. 20 seconds.`);
      // The time left at sensible moments only: ten seconds in, not each second before.
      if (n === 1) {
        await hears(player, '10 seconds left.');
        expect(await announcements(player)).not.toContain('11 seconds left.');
      }
      const answer = player.getByRole('button', { name: 'True' });
      playerTabs.push(await tabTo(player, answer));
      await player.keyboard.press('Enter');
      await hears(player, 'Answer locked in. Wait for the reveal.');
      await focusIsOn(prompt);
      if (n === 1) await axeBoth('question');

      await host.keyboard.press('Enter');
      await focusIsOn(host.getByRole('button', { name: 'Show the scoreboard' }));
      await hears(player, /^The answer was True\. You were right, \+\d+ points\.$/);
      await focusIsOn(prompt);
      if (n === 1) await axeBoth('reveal');

      await host.keyboard.press('Enter');
      const next = n === 1 ? 'Next question' : 'Show the podium';
      await focusIsOn(host.getByRole('button', { name: next }));
      await hears(player, /^You are 1st with \d+ points\.$/);
      await focusIsOn(player.getByRole('heading', { name: 'Scoreboard' }));
      if (n === 1) await axeBoth('scoreboard');
    });
  }

  await host.keyboard.press('Enter');
  await focusIsOn(host.getByRole('heading', { name: 'Podium' }));
  await hears(player, /^You finished 1st with \d+ points and earned \d+ experience\.$/);
  await focusIsOn(player.getByRole('heading', { name: 'Final standings' }));
  await axeBoth('podium');

  console.log(
    `Tabs per phase: host 0 (Enter on the focused button each phase); player ${playerTabs.join(', ')} per question (to the answer "True")`,
    `\nThe player heard:\n${(await announcements(player)).join('\n')}`,
  );
  // From the question's heading, which has focus as it starts, to its first answer.
  for (const tabs of playerTabs) expect(tabs).toBeLessThanOrEqual(1);
});
