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
  const title = `Focus quiz ${Date.now()}`;
  const questions = [1, 2].map((n) => ({
    id: `q${n}`,
    type: 'true-false',
    prompt: `Statement ${n} is true.`,
    correct: true,
  }));
  await formModule(page, title, 'Quiz', questions);
  return title;
}

/** A module of the demo facilitator's, titled `title`, whose one form `form` asks `questions`. */
export async function formModule(page: Page, title: string, form: string, questions: object[]) {
  const api = await asFacilitator(page);
  const post = async (url: string, data: object) => (await api(url, data)).id as string;
  const moduleId = await post('/modules', { title });
  const sectionId = await post(`/modules/${moduleId}/sections`, { title: 'Space' });
  const unitId = await post(`/modules/${moduleId}/units`, { sectionId, title: 'Sky' });
  await post(`/modules/${moduleId}/activities`, {
    unitId,
    type: 'form',
    title: form,
    content: { type: 'form', questions },
  });
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
