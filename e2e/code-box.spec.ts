import { expect, type Page, test } from '@playwright/test';
import { demo, expectAxeClean, listedModule, registerStudent, signIn, themes } from './support';

/** The project runs in a frame inside the preview's frame page. */
const preview = (page: Page) =>
  page
    .frameLocator('iframe[title="Preview of your project"]')
    .frameLocator('iframe[title="Your project"]');

test('a student turns an idea into a working quiz, edits it, runs it and gets hints in levels', async ({
  page,
}) => {
  await registerStudent(page, 'Coder');
  await page.goto('/ai-tools/code-box');
  await expect(page.getByText('No projects yet')).toBeVisible();
  await page
    .getByLabel('What do you want to build?')
    .fill('A quiz about volcanoes with 3 questions');
  await page.getByRole('button', { name: 'Write the specification' }).click();
  await expect(page.getByRole('heading', { name: 'Volcanoes quiz', level: 1 })).toBeVisible();
  const inputs = page.getByRole('textbox', { name: 'Inputs' });
  await expect(inputs).toHaveValue(/^(Question: Question \d about volcanoes.*\n?){3}$/);

  // The fields are as wide as their card, on a laptop and on a phone.
  const specification = page.getByRole('region', { name: '1. Specification' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const card = await specification.boundingBox();
    for (const name of ['Title', 'Summary', 'Goals', 'Inputs', 'Behaviour', 'Acceptance checks']) {
      const field = await specification.getByRole('textbox', { name, exact: true }).boundingBox();
      expect(field?.width, `${name} at ${width} px`).toBeGreaterThan((card?.width ?? 0) * 0.8);
      expect((field?.x ?? 0) + (field?.width ?? 0)).toBeLessThanOrEqual(width);
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // The specification is the student's: one question of their own.
  await page
    .getByRole('textbox', { name: 'Inputs' })
    .fill('Question: What colour is Mars? Answer: Red. Wrong: Blue, Green');
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(page.getByText('Saved as specification version 2.')).toBeVisible();
  // An earlier version is shown again by choosing it (the browser's own select, decision 0043).
  const versions = specification.getByRole('combobox', { name: 'Specification version' });
  await versions.selectOption('1');
  await expect(inputs).toHaveValue(/^Question: Question 1 about volcanoes/);
  await versions.selectOption('2');
  await expect(inputs).toHaveValue(/What colour is Mars/);

  await page.getByRole('button', { name: 'Generate code from specification 2' }).click();
  await expect(page.getByText('Showing version 1.')).toBeVisible();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const app = preview(page);
  await expect(
    app.getByRole('heading', { name: 'Question 1 of 1: What colour is Mars?' }),
  ).toBeVisible();
  await app.getByRole('button', { name: 'Red' }).click();
  await expect(app.getByText('Correct!')).toBeVisible();
  await expect(app.getByText('Score: 1')).toBeVisible();

  // A hand edit: a line at the top of the script that nothing uses.
  await page.getByRole('tab', { name: 'JavaScript' }).click();
  const editor = page.getByRole('textbox', { name: 'JavaScript' });
  await editor.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('const leftover = 1;\n', { delay: 20 });
  await expect(page.getByText('Changes not saved yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(
    app.getByRole('heading', { name: 'Question 1 of 1: What colour is Mars?' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Save and get a hint: nudge' }).click();
  const feedback = page.getByRole('region', { name: '4. Feedback' });
  await expect(feedback.getByText('Nudge on code version 2.')).toBeVisible();
  await expect(feedback.getByRole('heading', { name: '"leftover" is never used' })).toBeVisible();
  await expect(feedback.getByText('Part of the script is written but never used')).toBeVisible();
  await expect(feedback.getByText('Line 1: "leftover"')).toHaveCount(0);

  await feedback.getByRole('button', { name: 'More help: Pointer' }).click();
  await expect(feedback.getByText('Pointer on code version 2.')).toBeVisible();
  await expect(
    feedback.getByText('Line 1: "leftover" is declared but nothing reads or calls it.'),
  ).toBeVisible();

  for (const theme of themes) {
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await expectAxeClean(page, `code box, ${theme}`);
  }

  await page.goto('/ai-tools/code-box');
  await expect(page.getByRole('link', { name: 'Volcanoes quiz' })).toBeVisible();
  await expect(page.getByText('2 specifications · 2 code versions')).toBeVisible();
});

test('an idea the offline engine cannot build is refused with what it can build', async ({
  page,
}) => {
  await registerStudent(page, 'Dreamer');
  await page.goto('/ai-tools/code-box');
  await page.getByLabel('What do you want to build?').fill('An online shop for my band');
  await page.getByRole('button', { name: 'Write the specification' }).click();
  await expect(
    page.getByText(/^The offline code box builds a quiz, a set of flashcards/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/ai-tools\/code-box$/);
  for (const theme of themes) {
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await expectAxeClean(page, `code box list, ${theme}`);
  }
});

test('an educator copies a project as a widget into an e-book, where it runs in the preview', async ({
  page,
}) => {
  const moduleId = await listedModule(page, `Timers ${Date.now()}`);
  await signIn(page, demo.facilitator);
  await page.goto('/ai-tools/code-box');
  await page.getByLabel('What do you want to build?').fill('A 2 minute timer');
  await page.getByRole('button', { name: 'Write the specification' }).click();
  await expect(page.getByRole('heading', { name: '2-minute timer', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Generate code from specification 1' }).click();
  await expect(page.getByText('Showing version 1.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy as a widget for an e-book' }).click();
  await expect(page.getByText('Widget copied successfully.')).toBeVisible();

  await page.goto(`/educator/modules/${moduleId}/contents`);
  await page.getByRole('link', { name: 'Why the Moon has phases', exact: true }).click();
  // The contents page has a "Paste here" of its own when the clipboard holds an activity (other
  // tests copy some): paste only once the e-book's editor is open.
  await expect(
    page.getByRole('heading', { level: 1, name: 'E-book: Why the Moon has phases' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Paste here' }).click();
  const blocks = page.getByRole('list', { name: 'Blocks' });
  await expect(blocks.getByRole('listitem', { name: /^Code project block/ })).toBeVisible();
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible();

  await page.goto(`/educator/modules/${moduleId}/contents`);
  await page.getByRole('link', { name: 'Preview Why the Moon has phases' }).click();
  const project = page.getByRole('region', { name: 'Project: 2-minute timer' });
  await project.getByRole('button', { name: 'Run the project' }).click();
  const app = project
    .frameLocator('iframe[title="Preview of your project"]')
    .frameLocator('iframe[title="Your project"]');
  await expect(app.getByRole('timer', { name: 'Time left' })).toHaveText('02:00');
  await app.getByRole('button', { name: 'Start' }).click();
  await expect(app.getByRole('timer', { name: 'Time left' })).toHaveText('01:59', {
    timeout: 3_000,
  });
});
