import { expect, type Page, test } from '@playwright/test';
import { demo, drawnPng, expectAxeClean, signIn, sparkedApi, themes } from './support';

const saved = (page: Page) =>
  expect(page.getByText('All changes saved', { exact: true })).toBeVisible();

async function openPhotosynthesisBook(page: Page) {
  await signIn(page, demo.facilitator);
  await page.goto('/educator/modules?search=photosynthesis');
  await page.getByRole('link', { name: 'Photosynthesis', exact: true }).click();
  await page.getByRole('link', { name: 'What is photosynthesis?', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'E-book: What is photosynthesis?' }),
  ).toBeVisible();
}

test('the e-book editor saves text and images on its own, with undo', async ({ page }) => {
  await openPhotosynthesisBook(page);
  await saved(page);
  const blocks = page.getByRole('list', { name: 'Blocks' });
  // The blocks themselves: their text and question previews hold lists of their own.
  const blockItems = blocks.locator(':scope > li');
  const before = await blockItems.count();

  // A text block: typing is saved within two seconds, and survives a reload.
  await page.getByRole('button', { name: 'Add block' }).click();
  const text = blockItems.nth(before);
  await text.getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type('Chlorophyll makes leaves green.');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  const typed = Date.now();
  await saved(page);
  expect(Date.now() - typed).toBeLessThan(2000);

  // An image block: uploaded, re-encoded by the server, shown from its new address.
  await page.getByRole('combobox', { name: 'New block' }).click();
  await page.getByRole('option', { name: 'Image', exact: true }).click();
  await page.getByRole('button', { name: 'Add block' }).click();
  const image = blockItems.nth(before + 1);
  await expect(image.getByText('Not saved until it has an image.')).toBeVisible();
  await image.locator('input[type=file]').setInputFiles({
    name: 'leaf.png',
    mimeType: 'image/png',
    buffer: await drawnPng(page, { width: 640, height: 360 }),
  });
  await expect(image.getByRole('img', { name: 'leaf' })).toHaveAttribute(
    'src',
    /\/sparked-api\/module-images\/[0-9a-f-]{36}\.webp$/,
  );
  await saved(page);

  await page.reload();
  await expect(blocks.getByText('Chlorophyll makes leaves green.')).toBeVisible();
  await expect(blocks.getByRole('img', { name: 'leaf' })).toBeVisible();

  // Undo takes back a structural change; redo puts it back.
  await page.getByRole('button', { name: `Delete Image block ${before + 2}` }).click();
  await expect(blocks.getByRole('img', { name: 'leaf' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(blocks.getByRole('img', { name: 'leaf' })).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(blocks.getByRole('img', { name: 'leaf' })).toHaveCount(0);
  await saved(page);

  // A widget copied to the clipboard pastes as a new block.
  await page
    .getByRole('button', { name: `Copy Text block ${before + 1} to the clipboard` })
    .click();
  await expect(page.getByText('Widget copied successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Paste here' }).click();
  await expect(blocks.getByText('Chlorophyll makes leaves green.')).toHaveCount(2);
  await saved(page);
});

test('edits made offline are kept and saved when the connection returns', async ({ page }) => {
  await openPhotosynthesisBook(page);
  await saved(page);
  await page.context().setOffline(true);
  await page.getByLabel('Activity title').fill('What is photosynthesis, really?');
  await expect(page.getByText(/Could not save|Offline/)).toBeVisible();
  await page.context().setOffline(false);
  await saved(page);
  await page.reload();
  await expect(page.getByLabel('Activity title')).toHaveValue('What is photosynthesis, really?');
});

test('the iframe editor checks the address against the allowed sites and previews it', async ({
  page,
}) => {
  await signIn(page, demo.facilitator);
  await page.goto('/module/create');
  await page.getByLabel('Title').fill(`Simulations ${Date.now()}`);
  await page.getByRole('button', { name: 'Create module' }).click();
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('form', { name: 'Add section' }).getByLabel('Title').fill('Gases');
  await page
    .getByRole('form', { name: 'Add section' })
    .getByRole('button', { name: 'Add' })
    .click();
  await page.getByRole('button', { name: 'Add unit to Gases' }).click();
  await page.getByRole('form', { name: 'Add unit to Gases' }).getByLabel('Title').fill('Pressure');
  await page
    .getByRole('form', { name: 'Add unit to Gases' })
    .getByRole('button', { name: 'Add' })
    .click();
  const addActivity = page.getByRole('form', { name: 'Add activity to Pressure' });
  await page.getByRole('button', { name: 'Add activity to Pressure' }).click();
  await addActivity.getByLabel('Title').fill('Gas properties');
  await addActivity.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Embedded page' }).click();
  await addActivity.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('link', { name: 'Gas properties', exact: true }).click();

  const address = page.getByLabel('Address');
  await address.fill('https://evil.example/sim');
  await expect(
    page.getByText('evil.example is not on the list of sites Sparked may show.'),
  ).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await address.fill(
    'https://phet.colorado.edu/sims/html/gas-properties/latest/gas-properties_en.html',
  );
  await expect(page.locator('iframe[title="Gas properties"]')).toHaveAttribute(
    'sandbox',
    'allow-scripts',
  );
  await saved(page);
  await page.reload();
  await expect(address).toHaveValue(/gas-properties_en\.html$/);
});

test('the form editor builds questions of several types, each with a preview', async ({ page }) => {
  await signIn(page, demo.facilitator);
  await page.goto('/educator/modules?search=photosynthesis');
  await page.getByRole('link', { name: 'Photosynthesis', exact: true }).click();
  await page.getByRole('link', { name: 'Check your understanding', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Form: Check your understanding' }),
  ).toBeVisible();
  const questions = page
    .getByRole('list', { name: 'Questions' })
    .getByRole('listitem', { name: /^Question \d+$/ });
  const before = await questions.count();

  async function addQuestion(type: string) {
    await page.getByRole('combobox', { name: 'New question' }).click();
    await page.getByRole('option', { name: type, exact: true }).click();
    await page.getByRole('button', { name: 'Add question' }).click();
    return page.getByRole('listitem', { name: `Question ${await questions.count()}` });
  }

  const truth = await addQuestion('True or false');
  await expect(
    truth.getByText(
      'Unfinished, kept as a draft: The question cannot be empty. Finish or delete it before publishing.',
    ),
  ).toBeVisible();
  await truth.getByLabel('Question', { exact: true }).fill('Plants make sugar from light.');
  await expect(truth.getByRole('figure', { name: 'Preview' })).toContainText(
    'Plants make sugar from light.',
  );

  const choice = await addQuestion('Single choice');
  await choice.getByLabel('Question', { exact: true }).fill('Which gas do plants take in?');
  await choice.getByLabel('Option 1', { exact: true }).fill('Oxygen');
  await choice.getByLabel('Option 2', { exact: true }).fill('Carbon dioxide');
  await choice.getByLabel('Option 2 is correct').check();
  await choice.getByRole('button', { name: 'Add option' }).click();
  await choice.getByLabel('Option 3', { exact: true }).fill('Helium');

  const amount = await addQuestion('Number');
  await amount.getByLabel('Question', { exact: true }).fill('How many leaves did the plant grow?');
  await amount.getByLabel('Correct answer').fill('12');
  await amount.getByLabel('Tolerance (±)').fill('1');

  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(questions).toHaveCount(before + 3);
  const saved = page.getByRole('listitem', { name: `Question ${before + 2}` });
  await expect(saved.getByLabel('Option 2 is correct')).toBeChecked();
  await expect(saved.getByLabel('Option 3', { exact: true })).toHaveValue('Helium');
  await expect(
    page.getByRole('listitem', { name: `Question ${before + 3}` }).getByLabel('Correct answer'),
  ).toHaveValue('12');
});

test('the form editor keeps an unfinished question, with what it lacks, and publishing waits for it', async ({
  page,
}) => {
  await signIn(page, demo.facilitator);
  const api = await sparkedApi(page);
  const { id: moduleId } = await api('POST', '/modules', { title: `Drafts ${Date.now()}` });
  const section = await api('POST', `/modules/${moduleId}/sections`, { title: 'Plants' });
  const unit = await api('POST', `/modules/${moduleId}/units`, {
    sectionId: section.id,
    title: 'Light',
  });
  const activityId = await api('POST', `/modules/${moduleId}/activities`, {
    unitId: unit.id,
    type: 'form',
    title: 'Quiz',
  }).then((created) => created.id);
  await page.goto(`/modules/${moduleId}/form/${activityId}`);

  await page.getByRole('button', { name: 'Add question' }).click();
  const lacking =
    'Unfinished, kept as a draft: The question cannot be empty. Finish or delete it before publishing.';
  const first = page.getByRole('listitem', { name: 'Question 1' });
  await expect(first.getByText(lacking)).toBeVisible();
  await first.getByLabel('Option 1', { exact: true }).fill('Sunlight');
  await saved(page);
  await page.reload();
  await expect(first.getByText(lacking)).toBeVisible();
  await expect(first.getByLabel('Option 1', { exact: true })).toHaveValue('Sunlight');

  await page.goto(`/educator/modules/${moduleId}/contents`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    page.getByText('Question 1 of “Quiz” is unfinished: finish or delete it, then publish.'),
  ).toBeVisible();
});

// One test per theme: four editors each, so a busy machine does not run one test out of time.
// Each module's editors are opened by its owner: another spec makes the admin a viewer of
// Photosynthesis while this one may be running.
for (const theme of themes) {
  test(`every editor passes axe in the ${theme} theme`, async ({ browser }) => {
    // About 30 s alone, twice that beside a game's players.
    test.setTimeout(120_000);
    for (const [owner, module, activities] of [
      [
        demo.admin,
        'Climate science basics',
        ['Climate in three pages', 'Greenhouse effect simulation'],
      ],
      [demo.facilitator, 'Photosynthesis', [/^What is photosynthesis/, 'Check your understanding']],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, owner);
      // By search: modules other tests made may push the seeded ones off the first page.
      await page.goto(`/educator/modules?search=${encodeURIComponent(module)}`);
      await page.getByRole('link', { name: module, exact: true }).click();
      const editors: string[] = [];
      for (const activity of activities) {
        const link = page.getByRole('link', { name: activity, exact: true });
        editors.push((await link.getAttribute('href')) ?? '');
      }
      await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
      for (const editor of editors) {
        await page.goto(editor);
        await expect(page.getByText('All changes saved', { exact: true })).toBeVisible();
        await expectAxeClean(page, `${editor} (${theme})`);
      }
      await context.close();
    }
  });
}

test('the preview shows the draft as a learner meets it, marked on the spot', async ({ page }) => {
  await signIn(page, demo.facilitator);
  await page.goto('/educator/modules?search=photosynthesis');
  await page.getByRole('link', { name: 'Photosynthesis', exact: true }).click();
  // An earlier test may have renamed it.
  await page.getByRole('link', { name: /^Preview What is photosynthesis/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^What is photosynthesis/ }),
  ).toBeVisible();
  // The author's highlight, its text in black to read on it whatever the theme.
  const term = page.getByText('chlorophyll', { exact: true });
  await expect(term).toHaveCSS('background-color', 'rgb(255, 245, 157)');
  await expect(term).toHaveCSS('color', 'rgb(0, 0, 0)');
  const practice = page.getByRole('region', { name: 'Practice question' });
  await practice.getByLabel('Carbon dioxide').check();
  await practice.getByRole('button', { name: 'Check' }).click();
  const status = practice.getByRole('status');
  await expect(status.getByText(/^Not quite/)).toHaveText(
    'Not quite. Look at the right-hand side of the equation.',
  );
  // The seeded question's feedback on the option picked, and why oxygen is the answer.
  await expect(status.getByRole('listitem')).toHaveText(
    'Carbon dioxide: Plants take carbon dioxide in; it is on the left of the equation.',
  );
  await expect(status.getByText(/Light splits water/)).toHaveText(
    'Why: Light splits water in the leaf: its hydrogen goes into glucose and its oxygen is let out.',
  );
  await practice.getByLabel('Oxygen').check();
  await practice.getByRole('button', { name: 'Check' }).click();
  await expect(status.getByText(/^Correct/)).toHaveText(
    'Correct! Yes: the oxygen comes from split water.',
  );
  await expect(status.getByRole('listitem')).toHaveCount(0);

  await page.getByRole('link', { name: 'Module contents' }).click();
  await page.getByRole('link', { name: 'Preview Check your understanding' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Where in the cell' })
    .getByLabel('Chloroplasts')
    .check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'points' })).toContainText(
    /Not passed yet: \d+ of \d+ points/,
  );
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Submit answers' })).toBeVisible();
});
