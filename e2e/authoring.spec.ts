import { expect, type Page, test } from '@playwright/test';
import { demo, expectAxeClean, expectNoHorizontalOverflow, signIn, themes } from './support';

const activityTitles = (page: Page, unit: string) =>
  page.getByRole('list', { name: `Activities of ${unit}` }).getByRole('heading', { level: 4 });

async function add(page: Page, button: string, title: string, type?: string) {
  const open = page.getByRole('button', { name: button });
  if (await open.isVisible()) await open.click();
  const form = page.getByRole('form', { name: button });
  await form.getByLabel('Title').fill(title);
  if (type) {
    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: type, exact: true }).click();
  }
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByLabel('Title')).toHaveValue('');
}

test('an educator finds, creates and outlines a module, reordering by keyboard', async ({
  page,
}) => {
  // Tall enough that the outline fits: a scrollable page makes dnd-kit scroll before it moves.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await signIn(page, demo.facilitator);
  await page.goto('/educator/modules');
  await expect(page.getByRole('heading', { level: 1, name: 'Modules' })).toBeVisible();
  const photosynthesis = page.getByRole('article', { name: 'Photosynthesis' });
  await expect(photosynthesis.getByText('Published', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Climate science basics' }).getByText('You are a viewer'),
  ).toBeVisible();

  // The search reaches the address, so a reload keeps it.
  await page.getByLabel('Search modules').fill('climate');
  await expect(page).toHaveURL(/search=climate/);
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByLabel('Search modules')).toHaveValue('climate');

  const title = `Light and colour ${Date.now()}`;
  await page.getByRole('link', { name: 'New module' }).click();
  await expect(page).toHaveURL('/module/create');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page.getByText('Give the module a title.')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Why the sky is blue.');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/educator\/modules\/[0-9a-f-]{36}\/contents$/);

  await add(page, 'Add section', 'Seeing colour');
  await add(page, 'Add unit to Seeing colour', 'Rainbows');
  await add(page, 'Add activity to Rainbows', 'Read about prisms', 'E-book');
  await add(page, 'Add activity to Rainbows', 'Colour quiz', 'Form');
  await expect(activityTitles(page, 'Rainbows')).toHaveText([
    'E-book: Read about prisms',
    'Form: Colour quiz',
  ]);

  // Space lifts, an arrow moves, Space drops; each step is announced to screen readers.
  const announcement = page.getByRole('status').filter({ hasText: '“Colour quiz”' });
  await page.getByRole('button', { name: 'Move Form Colour quiz' }).focus();
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(/^Picked up “Colour quiz”/);
  // The first arrow may only scroll the item into view (dnd-kit scrolls before it moves), so
  // press until it is over its new place, as a keyboard user would.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(announcement).toHaveText('“Colour quiz” is over “Read about prisms”.', {
      timeout: 1000,
    });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText('“Colour quiz” was dropped at “Read about prisms”.');
  await expect(activityTitles(page, 'Rainbows')).toHaveText([
    'Form: Colour quiz',
    'E-book: Read about prisms',
  ]);
  await page.reload();
  await expect(activityTitles(page, 'Rainbows')).toHaveText([
    'Form: Colour quiz',
    'E-book: Read about prisms',
  ]);

  await page.getByRole('button', { name: 'Rename Section Seeing colour' }).click();
  await page.getByLabel('New title for Section Seeing colour').fill('Light and sight');
  await page.getByLabel('New title for Section Seeing colour').press('Enter');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Section: Light and sight' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Delete E-book Read about prisms' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete “Read about prisms”?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(activityTitles(page, 'Rainbows')).toHaveText(['Form: Colour quiz']);

  // Copy an activity into another module: by the keyboard's "Paste here", by dragging the item
  // out of the clipboard panel, and by the panel's Insert into the unit worked in last.
  await page.getByRole('button', { name: 'Copy Colour quiz to the clipboard' }).click();
  await expect(page.getByText('Activity copied successfully.')).toBeVisible();
  await page.goto('/educator/modules?search=photosynthesis');
  await page.getByRole('link', { name: 'Photosynthesis', exact: true }).click();
  const leaves = activityTitles(page, 'Light and leaves');
  await expect(leaves).toHaveCount(2);
  await page.getByRole('button', { name: 'Paste here' }).click();
  await expect(leaves).toHaveText([
    /What is photosynthesis/,
    /Check your understanding/,
    'Form: Colour quiz',
  ]);
  await page.getByRole('button', { name: 'Educator tools' }).click();
  await page.getByRole('menuitem', { name: 'Clipboard' }).click();
  await page
    .getByRole('region', { name: 'Clipboard' })
    .getByRole('listitem')
    .filter({ hasText: 'Colour quiz' })
    .dragTo(page.getByRole('list', { name: 'Activities of Light and leaves' }));
  await expect(leaves).toHaveCount(4);
  await page.getByRole('button', { name: 'Add activity to Light and leaves' }).focus();
  await page.getByRole('button', { name: 'Insert Colour quiz' }).click();
  await expect(
    page.getByText('Colour quiz was added at the end of Light and leaves.'),
  ).toBeVisible();
  await expect(leaves).toHaveCount(5);
  await page.goBack();
  await page.goBack();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Learners now see this version.')).toBeVisible();
  await expect(page.getByText('Version 1')).toBeVisible();

  for (const theme of themes) {
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    // A fresh load, so no colour is caught half-way through its transition.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Section: Light and sight' })).toBeVisible();
    await expectAxeClean(page, `module contents (${theme})`);
  }
});

test('a viewer co-author reads the outline but cannot change it', async ({ page }) => {
  await signIn(page, demo.facilitator);
  await page.goto('/educator/modules?search=climate');
  await page.getByRole('link', { name: 'Climate science basics', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Climate science basics' }),
  ).toBeVisible();
  await expect(page.getByText('You can view this module')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Multi-page e-book: Climate in three pages' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Move|Rename|Delete|Add|Publish)/ })).toHaveCount(
    0,
  );

  // Viewers preview; the editor's address (guarded by role only, spec §2) says they cannot edit.
  const preview = page.getByRole('link', { name: 'Preview Climate in three pages' });
  const previewAddress = (await preview.getAttribute('href')) ?? '';
  await preview.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Climate in three pages' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Page 1 of 3' })).toBeVisible();
  await page.goto(
    previewAddress
      .replace('/player/modules/', '/modules/')
      .replace('/activities/', '/multi-ebook/')
      .replace(/\/preview$/, ''),
  );
  await expect(page.getByText('You can view this module but not edit it.')).toBeVisible();
  await expect(page.getByLabel('Activity title')).toHaveCount(0);
});

test('duplicating and archiving from the list, with undo', async ({ page }) => {
  await signIn(page, demo.facilitator);
  await page.goto('/educator/modules?search=photosynthesis');
  await page.getByRole('button', { name: 'Duplicate Photosynthesis' }).click();
  await expect(page.getByText('“Photosynthesis” was copied as a new draft.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);

  const copy = page.getByRole('article', { name: 'Photosynthesis (copy)' });
  await expect(copy.getByText('Draft')).toBeVisible();
  await copy.getByRole('button', { name: 'Archive Photosynthesis (copy)' }).click();
  await expect(copy.getByText('Archived')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(copy.getByText('Draft')).toBeVisible();
});

test('owners manage a module’s authors and settings', async ({ page }) => {
  // Six full-page axe runs (two pages in three themes) after the changes: past one minute on a
  // two-core machine.
  test.slow();
  await signIn(page, demo.facilitator);
  await page.goto('/educator/modules?search=photosynthesis');
  await page.getByRole('link', { name: 'Photosynthesis', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'This module' })
    .getByRole('link', { name: 'Authors' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Authors of Photosynthesis' }),
  ).toBeVisible();

  const authors = page.getByRole('list', { name: 'Authors' });
  await expect(authors.getByRole('listitem')).toHaveCount(2);
  // Students cannot author; the server says why.
  await page.getByLabel('Email').fill(demo.student.email);
  await page.getByRole('button', { name: 'Add author' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Only educators can author modules.',
  );
  await expect(authors.getByRole('listitem')).toHaveCount(2);

  const admin = authors.getByRole('listitem').filter({ hasText: demo.admin.email });
  await admin.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Viewer' }).click();
  await expect(admin.getByRole('combobox')).toHaveText('Viewer');
  await page.reload();
  await expect(admin.getByRole('combobox')).toHaveText('Viewer');
  await page.getByLabel('Search authors').fill('fen');
  await expect(authors.getByRole('listitem')).toHaveCount(1);

  await page.getByRole('link', { name: 'Module contents' }).click();
  await page
    .getByRole('navigation', { name: 'This module' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Settings of Photosynthesis' }),
  ).toBeVisible();
  await page.getByLabel('Subject').fill('Plant biology');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The module’s settings are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Subject')).toHaveValue('Plant biology');

  const settings = page.url();
  const authorsPage = settings.replace(/settings$/, 'authors');
  for (const theme of themes) {
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    for (const address of [settings, authorsPage]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Photosynthesis');
      await expectAxeClean(page, `${address} (${theme})`);
    }
  }
});

test('course preview walks a module as a learner; the classic editor address opens the editor', async ({
  page,
}) => {
  await signIn(page, demo.facilitator);
  await page.goto('/drag');
  await expect(page.getByRole('heading', { level: 1, name: 'Course preview' })).toBeVisible();
  // The chosen module goes into the address, whichever one the list opened with.
  const moduleList = page.getByRole('combobox', { name: 'Module' });
  for (const module of ['Climate science basics', 'Photosynthesis']) {
    await moduleList.selectOption({ label: module });
    await expect(moduleList.locator('option:checked')).toHaveText(module);
  }
  await expect(page).toHaveURL(/\/drag\?module=[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: '1. How plants make food' })).toBeVisible();
  const quiz = page.getByRole('link', { name: 'Check your understanding', exact: true });
  const preview = (await quiz.getAttribute('href')) ?? '';
  await quiz.click();
  await expect(page).toHaveURL(preview);
  await expect(page.getByRole('button', { name: 'Submit answers' })).toBeVisible();

  // /player/modules/{m}/activities/{a}/preview → /old/modules/{m}/contents/{a}
  const old = preview
    .replace('/player/modules/', '/old/modules/')
    .replace('/activities/', '/contents/')
    .replace(/\/preview$/, '');
  await page.goto(old);
  await expect(page).toHaveURL(
    preview
      .replace('/player/modules/', '/modules/')
      .replace('/activities/', '/form/')
      .replace(/\/preview$/, ''),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Form: Check your understanding' }),
  ).toBeVisible();
});

test('every studio page fits a phone and passes axe there', async ({ page }) => {
  // Fourteen pages, each with an axe run: about 45 s on this machine, near the 60 s default.
  test.slow();
  await signIn(page, demo.facilitator);
  await page.goto('/educator/modules?search=photosynthesis');
  await page.getByRole('link', { name: 'Photosynthesis', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Photosynthesis' })).toBeVisible();
  const contents = page.url();
  const links = page.getByRole('main').getByRole('link');
  const studio = [
    '/educator/modules',
    '/module/create',
    '/drag',
    contents,
    contents.replace(/contents$/, 'settings'),
    contents.replace(/contents$/, 'authors'),
    ...(await links.evaluateAll((anchors) =>
      anchors
        .map((anchor) => (anchor as HTMLAnchorElement).pathname)
        .filter((path) => /^\/(modules|player)\//.test(path)),
    )),
  ];
  expect(studio.length).toBeGreaterThan(8);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const address of studio) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page, address);
    await expectAxeClean(page, `${address} at 390 px`);
  }
});
