import { expect, type Page, test } from '@playwright/test';
import { accessTokenOf, demo, expectAxeClean, registerStudent, signIn, themes } from './support';

const terms = [
  'Glucose: The sugar plants make',
  'Oxygen: The gas plants give off',
  'Chlorophyll: The green pigment in leaf-shaped cells',
  'Light: What the leaf catches',
];

/** Types a word from its clue's first square, by keyboard only. */
async function typeAnswer(page: Page, clue: RegExp, word: string) {
  const button = page.getByRole('button', { name: clue });
  await button.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type(word);
}

test('a teacher makes a crossword; a student solves it by keyboard and is rewarded once', async ({
  page: teacher,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Plants ${Date.now()}`;
  await signIn(teacher, demo.facilitator);
  await teacher.goto('/game-arena');
  await teacher.getByRole('link', { name: 'Make or solve a puzzle' }).click();
  // An empty form says what it needs, and takes the teacher to the first field to fill.
  await teacher.getByRole('button', { name: 'Make the puzzle' }).click();
  await expect(teacher.getByLabel('Title')).toBeFocused();
  await expect(teacher.getByLabel('Title')).toHaveAccessibleDescription(
    /Give the puzzle a title\./,
  );
  await expect(teacher.getByLabel('Terms and clues')).toHaveAccessibleDescription(
    /Write 3 to 20 terms, one a line/,
  );
  await teacher.getByLabel('Title').fill(title);
  await teacher.getByLabel('Crossword').check();
  await teacher.getByLabel('Terms and clues').fill(terms.join('\n'));
  await teacher.getByRole('button', { name: 'Make the puzzle' }).click();
  await expect(teacher.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const key = teacher.getByRole('region', { name: 'Answer key (only you see it)' });
  await expect(key.getByRole('listitem').filter({ hasText: 'Chlorophyll' })).toHaveText(
    'Chlorophyll: The green pigment in leaf-shaped cells',
  );
  await expect(
    teacher.getByRole('button', { name: /^\d+\. The green pigment in leaf-shaped cells \(11\)$/ }),
  ).toBeVisible();
  await expectAxeClean(teacher, 'a crossword for its author');

  const context = await browser.newContext();
  const student = await context.newPage();
  await registerStudent(student, 'Solver');
  await student.goto('/game/puzzle-maker');
  await student.getByRole('link', { name: title }).click();
  await expect(student.getByRole('region', { name: 'Crossword grid' })).toBeVisible();
  await expect(student.getByText('Answer key')).toHaveCount(0);
  // A square where two words cross is named by both, with their clues.
  await expect(
    student.getByRole('textbox', {
      name: /^\d+ across: .+, letter \d+ of \d+, and \d+ down: .+, letter \d+ of \d+$/,
    }),
  ).not.toHaveCount(0);
  for (const theme of themes) {
    await student.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await expectAxeClean(student, `a crossword to solve, ${theme}`);
  }

  await typeAnswer(student, /The sugar plants make/, 'GLUCOZE');
  await typeAnswer(student, /The gas plants give off/, 'OXYGEN');
  await typeAnswer(student, /The green pigment in leaf-shaped cells/, 'CHLOROPHYLL');
  await typeAnswer(student, /What the leaf catches/, 'LIGHT');
  await student.getByRole('button', { name: 'Check my answers' }).click();
  await expect(student.getByRole('status')).toHaveText('Not quite: 1 answer is not right yet.');
  await expect(
    student.getByRole('button', { name: /The sugar plants make.*not right yet/ }),
  ).toBeVisible();

  // Back to the sugar's last letter: Backspace clears it, then the right one goes in.
  await typeAnswer(student, /The sugar plants make/, 'GLUCOS');
  await student.keyboard.press('Backspace');
  await student.keyboard.type('E');
  await student.getByRole('button', { name: 'Check my answers' }).click();
  await expect(student.getByRole('status')).toHaveText(
    'Solved! You earned 10 achievement points and 25 experience points.',
  );
  await student.getByRole('button', { name: 'Check my answers' }).click();
  await expect(student.getByRole('status')).toHaveText(
    'Solved again. The reward comes with the first solution only.',
  );
  await student.goto('/game/puzzle-maker');
  await expect(
    student.getByRole('listitem').filter({ hasText: title }).getByText('Solved'),
  ).toBeVisible();
  await context.close();
});

test('a student finds every word of a word search and the puzzle counts as solved', async ({
  page,
}) => {
  const title = `Search ${Date.now()}`;
  const made = await page.request.post('/sparked-api/puzzles', {
    headers: { authorization: `Bearer ${await accessTokenOf(demo.facilitator)}` },
    data: {
      title,
      kind: 'word-search',
      entries: terms.map((line) => {
        const [term, clue] = line.split(': ');
        return { term, clue };
      }),
    },
  });
  expect(made.status()).toBe(201);
  await registerStudent(page, 'Finder');
  await page.goto('/game/puzzle-maker');
  await page.getByRole('link', { name: title }).click();
  const grid = page.getByRole('table', { name: 'Word search grid' });
  // evaluateAll does not wait: the grid is read once it is on screen.
  await expect(grid.getByRole('button').first()).toBeVisible();
  const rows = await grid
    .getByRole('row')
    .evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
  const letter = (row: number, col: number) =>
    grid.getByRole('button', {
      name: new RegExp(`, row ${row + 1}, column ${col + 1}(, found)?$`),
    });

  await letter(0, 0).click();
  await letter(0, 1).click();
  await expect(page.getByRole('status')).toHaveText(/do not spell a word to find|Found/);

  for (const word of ['GLUCOSE', 'OXYGEN', 'CHLOROPHYLL', 'LIGHT']) {
    const [start, end] = locate(rows, word);
    await letter(...start).click();
    await letter(...end).click();
    await expect(page.getByRole('listitem').filter({ hasText: `${word}:` })).toContainText(
      '(found)',
    );
  }
  await expect(page.getByRole('status')).toHaveText(
    'Solved! You earned 10 achievement points and 25 experience points.',
  );
  await expectAxeClean(page, 'a solved word search');
});

/** Where a word starts and ends in the grid, read in any of the eight directions. */
function locate(rows: string[], word: string): [[number, number], [number, number]] {
  const steps = [-1, 0, 1].flatMap((dr) => [-1, 0, 1].map((dc) => [dr, dc] as const));
  for (let r = 0; r < rows.length; r++)
    for (let c = 0; c < rows.length; c++)
      for (const [dr, dc] of steps) {
        if (dr === 0 && dc === 0) continue;
        const read = [...word].map((_, i) => rows[r + dr * i]?.[c + dc * i]).join('');
        if (read === word)
          return [
            [r, c],
            [r + dr * (word.length - 1), c + dc * (word.length - 1)],
          ];
      }
  throw new Error(`${word} is not in the grid`);
}
