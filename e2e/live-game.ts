import { type Browser, expect, type Page } from '@playwright/test';
import { focused, listenToLiveRegions, pressEnter } from './keyboard';
import { asFacilitator, registerStudent } from './support';

/**
 * The stage's one live region (`StageAnnouncer`): what a screen reader user in a game room was
 * last told (a question started, the time left, the reveal, their place).
 */
export const stageSays = (page: Page) => page.locator('[data-stage-announcer]');

/** A two-question form of the demo facilitator's, for a game to ask; answers its module's title. */
export async function quizModule(page: Page) {
  const post = await asFacilitator(page);
  const title = `Focus quiz ${Date.now()}`;
  const module = await post('/modules', { title });
  const section = await post(`/modules/${module.id}/sections`, { title: 'Space' });
  const unit = await post(`/modules/${module.id}/units`, { sectionId: section.id, title: 'Sky' });
  const questions = [1, 2].map((n) => ({
    id: `q${n}`,
    type: 'true-false',
    prompt: `Statement ${n} is true.`,
    correct: true,
  }));
  await post(`/modules/${module.id}/activities`, {
    unitId: unit.id,
    type: 'form',
    title: 'Quiz',
    content: { type: 'form', questions },
  });
  return title;
}

/**
 * A new student, in a browser of their own, joins the room with `pin` from the keyboard; their
 * page's live regions are heard from its first load (`announcements`).
 */
export async function playerJoins(browser: Browser, pin: string) {
  const page = await (await browser.newContext()).newPage();
  await listenToLiveRegions(page);
  await registerStudent(page, 'Kit');
  await page.goto(`/game/game-master?pin=${pin}`);
  await pressEnter(page, 'Join');
  await expect(page.getByRole('heading', { name: "You're in" })).toBeVisible();
  expect(await focused(page)).not.toBe('<body>');
  return page;
}
