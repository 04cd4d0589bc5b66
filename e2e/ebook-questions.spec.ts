import { expect, type Page, test } from '@playwright/test';
import { demo, listedModule, registerStudent, signIn } from './support';

const saved = (page: Page) =>
  expect(page.getByText('All changes saved', { exact: true })).toBeVisible();

test('the seeded e-book opens in its editor with its headings, highlight and question', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signIn(page, demo.facilitator);
  await page.goto('/educator/modules?search=photosynthesis');
  await page.getByRole('link', { name: 'Photosynthesis', exact: true }).click();
  // The editors' journey renames this activity ("…, really?") while this one may run.
  await page.getByRole('link', { name: /^What is photosynthesis/ }).click();
  const blocks = page.getByRole('list', { name: 'Blocks' });
  const intro = blocks.getByRole('listitem', { name: 'Text block 1' }).getByRole('textbox');
  await expect(intro.getByRole('heading', { level: 2 })).toHaveText('What is photosynthesis?');
  await expect(intro.getByText('chlorophyll', { exact: true })).toHaveCSS(
    'background-color',
    'rgb(255, 245, 157)',
  );
  await expect(blocks.getByRole('heading', { name: 'Two stages', level: 2 })).toBeVisible();
  await expect(blocks.getByRole('heading', { name: 'Key words', level: 3 })).toBeVisible();
  await expect(blocks.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue(
    'Which gas do plants give off during photosynthesis?',
  );
  await expect(page.getByText(/cannot be edited here/)).toHaveCount(0);
  expect(errors.filter((error) => /Unknown node type/.test(error))).toEqual([]);
});

test('a facilitator writes a multiple-answer question in an e-book with option feedback and an explanation; a student answering it gets them', async ({
  page,
  browser,
}) => {
  const title = `Light sources ${Date.now()}`;
  const moduleId = await listedModule(page, title);
  await signIn(page, demo.facilitator);
  await page.goto(`/educator/modules/${moduleId}/contents`);
  await page.getByRole('link', { name: 'Why the Moon has phases', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'E-book: Why the Moon has phases' }),
  ).toBeVisible();

  // The question is written where it is used, with the form editor's question editor.
  await page.getByRole('combobox', { name: 'New block' }).click();
  await page.getByRole('option', { name: 'Question', exact: true }).click();
  await page.getByRole('button', { name: 'Add block' }).click();
  const block = page.getByRole('listitem', { name: 'Question block 1' });
  await block.getByRole('combobox', { name: 'Kind of question' }).click();
  await page.getByRole('option', { name: 'Multiple choice', exact: true }).click();
  await block.getByRole('textbox', { name: 'Question', exact: true }).fill('Which give off light?');
  await block.getByRole('textbox', { name: 'Option 1', exact: true }).fill('The Sun');
  await block.getByRole('textbox', { name: 'Option 2', exact: true }).fill('The Moon');
  await block.getByRole('button', { name: 'Add option' }).click();
  await block.getByRole('textbox', { name: 'Option 3', exact: true }).fill('A candle flame');
  await block.getByRole('checkbox', { name: 'Option 3 is correct' }).check();
  await block.getByRole('textbox', { name: 'Feedback when right' }).fill('Yes: both make light.');
  await block
    .getByRole('textbox', { name: 'Feedback when wrong' })
    .fill('The Moon only reflects sunlight.');
  // Feedback for one option, for learners who pick it, and why the answer is right.
  await block
    .getByRole('textbox', { name: 'Feedback for option 2' })
    .fill('Moonlight is sunlight bounced off its rocks.');
  await block
    .getByRole('textbox', { name: 'Explanation' })
    .fill('A light source makes its own light; everything else reflects it.');
  await saved(page);

  await page.reload();
  await expect(block.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue(
    'Which give off light?',
  );
  await expect(block.getByRole('textbox', { name: 'Option 3', exact: true })).toHaveValue(
    'A candle flame',
  );
  await expect(block.getByRole('checkbox', { name: 'Option 1 is correct' })).toBeChecked();
  await expect(block.getByRole('checkbox', { name: 'Option 2 is correct' })).not.toBeChecked();
  await expect(block.getByRole('checkbox', { name: 'Option 3 is correct' })).toBeChecked();
  await expect(block.getByRole('textbox', { name: 'Feedback when wrong' })).toHaveValue(
    'The Moon only reflects sunlight.',
  );
  await expect(block.getByRole('textbox', { name: 'Feedback for option 2' })).toHaveValue(
    'Moonlight is sunlight bounced off its rocks.',
  );
  await expect(block.getByRole('textbox', { name: 'Feedback for option 1' })).toHaveValue('');
  await expect(block.getByRole('textbox', { name: 'Explanation' })).toHaveValue(
    'A light source makes its own light; everything else reflects it.',
  );

  await page.goto(`/educator/modules/${moduleId}/contents`);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText('Learners now see this version.')).toBeVisible();

  // A student meets the question in the player and is marked with the author's feedback.
  const student = await (await browser.newContext()).newPage();
  await registerStudent(student, 'Quinn');
  await student.getByRole('link', { name: 'Academy', exact: true }).click();
  await student.getByLabel('Search the academy').fill(title);
  await student.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
  await student.getByRole('button', { name: 'Start this module' }).click();
  await student.getByRole('link', { name: 'Why the Moon has phases' }).click();
  const question = student.getByRole('region', { name: 'Practice question' });
  await expect(question.getByRole('group', { name: 'Which give off light?' })).toBeVisible();
  await question.getByRole('checkbox', { name: 'The Sun' }).check();
  await question.getByRole('checkbox', { name: 'The Moon' }).check();
  // Nothing of the feedback reaches the page before the learner answers.
  await expect(question.getByText(/Moonlight is sunlight|A light source makes/)).toHaveCount(0);
  await question.getByRole('button', { name: 'Check' }).click();
  const status = question.getByRole('status');
  await expect(status.getByText(/^Not quite/)).toHaveText(
    'Not quite. The Moon only reflects sunlight.',
  );
  await expect(status.getByRole('listitem')).toHaveText(
    'The Moon: Moonlight is sunlight bounced off its rocks.',
  );
  await expect(status.getByText(/A light source makes/)).toHaveText(
    'Why: A light source makes its own light; everything else reflects it.',
  );
  await question.getByRole('checkbox', { name: 'The Moon' }).uncheck();
  await question.getByRole('checkbox', { name: 'A candle flame' }).check();
  await question.getByRole('button', { name: 'Check' }).click();
  await expect(status.getByText(/^Correct/)).toHaveText('Correct! Yes: both make light.');
  await expect(status.getByRole('listitem')).toHaveCount(0);
  await expect(status.getByText(/A light source makes/)).toBeVisible();
});
