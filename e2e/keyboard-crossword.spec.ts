import { expect, type Locator, type Page, test } from '@playwright/test';
import type { CrosswordClue, Puzzle } from '@sparked/contracts';
import { announcements, focused, listenToLiveRegions, tabTo } from './keyboard';
import { expectAxeCleanInEveryTheme, registerStudent, sparkedApi } from './support';

/** The seeded crossword's answers, by clue: what a person who knows the topic would type. */
const answers: Record<string, string> = {
  'The green pigment in leaves': 'CHLOROPHYLL',
  'The sugar plants make': 'GLUCOSE',
  'The gas plants give off': 'OXYGEN',
  'Tiny pores on a leaf': 'STOMATA',
  'What the leaf catches': 'LIGHT',
  'The gas plants take in': 'CARBONDIOXIDE',
};

/**
 * Tabs before the crossword was one composite widget (issue 42), measured on this page: 16 from
 * the page's start to the first square, then 50 to get past the grid's 44 squares and the 6 clues
 * to Check my answers.
 */
const before = { toFirstSquare: 16, pastTheGrid: 50 };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A square by the word being typed: its clue and place, as a screen reader names it. */
const square = (page: Page, clue: CrosswordClue, index: number) =>
  page.getByRole('textbox', {
    name: new RegExp(
      `^${clue.number} ${clue.direction}: ${escaped(clue.clue)}, letter ${index + 1} of ${clue.length}(,|$)`,
    ),
  });

async function expectFocusOn(page: Page, target: Locator, after: string) {
  expect(await focused(page), `focus after ${after}`).not.toBe('<body>');
  await expect(target, `focus after ${after}`).toBeFocused();
}

/** Types a word from the square that has focus, checking after each key that focus moved on. */
async function typeWord(page: Page, clue: CrosswordClue, word: string) {
  for (const [index, letter] of [...word].entries()) {
    await page.keyboard.type(letter);
    await expect(square(page, clue, index)).toHaveValue(letter);
    const next = Math.min(index + 1, clue.length - 1);
    await expectFocusOn(
      page,
      square(page, clue, next),
      `typing ${clue.number} ${clue.direction}'s ${letter}`,
    );
  }
}

test('a student solves a crossword with the keyboard alone, in few Tabs, and hears the result', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await listenToLiveRegions(page);
  await registerStudent(page, 'Keyboard');
  const api = await sparkedApi(page);
  const { puzzles } = await api('GET', '/puzzles');
  const { id } = puzzles.find((puzzle: Puzzle) => puzzle.title === 'Photosynthesis words');
  const puzzle: Puzzle = await api('GET', `/puzzles/${id}`);
  if (puzzle.grid.kind !== 'crossword') throw new Error('not a crossword');
  const { clues } = puzzle.grid;
  await page.goto(`/game/puzzle-maker?puzzle=${id}`);
  const grid = page.getByRole('region', { name: 'Crossword grid' });
  await expect(grid.getByRole('textbox')).toHaveCount(44);
  const check = page.getByRole('button', { name: 'Check my answers' });

  // Tab reaches the clues, then the grid once: the first square, named by its word and clue.
  const toFirstSquare = await tabTo(page, grid.getByRole('textbox').first());
  // The word typed from the first square: across where both start there, as the grid types.
  const [start] = [...clues].sort(
    (a, b) => a.row - b.row || a.col - b.col || a.direction.localeCompare(b.direction),
  );
  if (!start) throw new Error('a crossword without clues');
  await expectFocusOn(page, square(page, start, 0), 'Tabbing into the grid');
  await expectAxeCleanInEveryTheme(page, 'the crossword, its first square focused');
  const pastTheGrid = await tabTo(page, check);
  console.log(
    `Crossword Tabs: ${toFirstSquare} to the first square (before: ${before.toFirstSquare}), ` +
      `${pastTheGrid} past the grid to Check my answers (before: ${before.pastTheGrid}); ` +
      `${toFirstSquare + pastTheGrid} in all (before: ${before.toFirstSquare + before.pastTheGrid}).`,
  );
  expect(pastTheGrid).toBe(1);
  expect(toFirstSquare + pastTheGrid).toBeLessThanOrEqual(before.toFirstSquare + clues.length + 2);

  // Back into the grid, the first word from where focus lands; the others from their clues.
  await page.keyboard.press('Shift+Tab');
  await expectFocusOn(page, square(page, start, 0), 'Shift+Tab back into the grid');
  await typeWord(page, start, answers[start.clue] ?? '');
  // The last word goes in with a slip, for the check to find.
  const rest = clues.filter((clue) => clue !== start);
  for (const clue of rest) {
    await page
      .getByRole('button', { name: new RegExp(`^${clue.number}\\. ${escaped(clue.clue)}`) })
      .focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(page, square(page, clue, 0), `Enter on the clue ${clue.clue}`);
    const word = answers[clue.clue] ?? '';
    await typeWord(page, clue, clue === rest.at(-1) ? `${word.slice(0, -1)}Q` : word);
  }
  const last = rest.at(-1) as CrosswordClue;

  await expect(await tabTo(page, check)).toBe(1);
  await page.keyboard.press('Enter');
  const notYet = /^Not quite: \d (answer is|answers are) not right yet\.$/;
  await expect(page.getByRole('status').filter({ hasText: notYet })).toBeVisible();
  await expectFocusOn(page, check, 'Check my answers (a slip)');
  expect(await announcements(page)).toContainEqual(expect.stringMatching(notYet));

  // Shift+Tab goes back to the square last visited: the slip, cleared and typed again.
  await page.keyboard.press('Shift+Tab');
  await expectFocusOn(page, square(page, last, last.length - 1), 'Shift+Tab back to the slip');
  await page.keyboard.press('Backspace');
  await expect(square(page, last, last.length - 1)).toHaveValue('');
  await expectFocusOn(page, square(page, last, last.length - 1), 'Backspace');
  await page.keyboard.type((answers[last.clue] ?? '').slice(-1));
  await expectFocusOn(page, square(page, last, last.length - 1), 'typing the right letter');

  await expect(await tabTo(page, check)).toBe(1);
  await page.keyboard.press('Enter');
  const solved = 'Solved! You earned 10 achievement points and 25 experience points.';
  await expect(page.getByRole('status')).toHaveText(solved);
  await expectFocusOn(page, check, 'Check my answers (solved)');
  expect(await announcements(page)).toContain(solved);
  await expectAxeCleanInEveryTheme(page, 'the crossword, solved');
});
