import { type Browser, expect, type Page, test } from '@playwright/test';
import { pickOption } from './keyboard';
import { demo, expectAxeClean, signIn, themes, uniqueEmail } from './support';

async function signedIn(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** The teacher makes a class, gives it the demo module and a join code; answers the link. */
async function makeClass(teacher: Page, name: string) {
  await teacher.goto('/educator/classes');
  await teacher.getByRole('button', { name: 'New class' }).click();
  await teacher.getByLabel('Name').fill(name);
  await teacher.getByLabel('Term').fill('Spring term');
  await teacher.getByRole('button', { name: 'Create class' }).click();
  await expect(teacher.getByRole('heading', { name, level: 1 })).toBeVisible();

  await teacher.getByRole('tab', { name: 'Modules' }).click();
  await teacher.getByRole('combobox', { name: 'Add a published module' }).click();
  await teacher.getByRole('option', { name: 'Photosynthesis' }).click();
  await teacher.getByRole('button', { name: 'Add', exact: true }).click();
  await teacher.getByRole('button', { name: 'Save modules' }).click();
  await expect(teacher.getByText('Students see the new modules now.')).toBeVisible();

  await teacher.getByRole('tab', { name: 'Invite' }).click();
  await teacher.getByRole('button', { name: 'Make a code' }).click();
  await teacher.getByRole('button', { name: 'Copy join link' }).click();
  await expect(teacher.getByText('Link copied')).toBeVisible();
  const link = await teacher.evaluate(() => navigator.clipboard.readText());
  await expect(teacher.getByLabel('Join link')).toHaveValue(link);
  await expect(teacher.getByRole('img', { name: 'QR code of the join link' })).toBeVisible();
  return link;
}

/** Answers seven of the quiz's ten questions right: over its 60% pass mark. */
async function answerQuiz(page: Page) {
  const question = (prompt: string) =>
    page.getByRole('listitem').filter({ has: page.getByText(prompt) });
  await question('Where in the cell').getByLabel('Chloroplasts').check();
  await question('Chlorophyll is green').getByLabel('True').check();
  await question('What sugar do plants make?').getByLabel('Your answer').fill('Glucose');
  await question('How many molecules of oxygen').getByLabel('Your answer').fill('6');
  await question('Which stage releases oxygen?')
    .getByLabel('The light-dependent reactions')
    .check();
  await question('Plants photosynthesise at night.').getByLabel('False').check();
  await question('green pigment').getByLabel('Your answer').fill(' chlorophyll ');
}

test('a teacher makes a class; a new student registers through its link, plays an e-book and a form; the teacher sees and exports the grid', async ({
  browser,
}) => {
  const teacher = await signedIn(browser, demo.facilitator);
  // Staff who did not ask for a page land on their dashboard.
  await expect(teacher).toHaveURL('/educator/dashboard');
  const className = `Biology ${Date.now()}`;
  const link = await makeClass(teacher, className);

  // Signed out, the link shows the class and both ways in.
  const student = await (await browser.newContext()).newPage();
  await student.goto(link);
  await expect(student.getByRole('heading', { name: className, level: 1 })).toBeVisible();
  await student.getByRole('link', { name: 'Create a student account' }).click();
  await student.getByLabel('First name').fill('Ada');
  await student.getByLabel('Last name').fill('Lovelace');
  await student.getByLabel('Email').fill(uniqueEmail());
  await student.getByLabel('Password').fill('a long enough password');
  await student.getByRole('button', { name: 'Create account' }).click();

  // Back on the invitation, with the code from the link filled in.
  await expect(student.getByLabel('Join code')).toHaveValue(link.split('/').at(-1) ?? '');
  await student.getByRole('button', { name: 'Join class' }).click();
  await expect(student.getByRole('heading', { name: className, level: 1 })).toBeVisible();
  await expect(student.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
    'aria-valuetext',
    '0 of 2 done',
  );

  await student.getByRole('link', { name: 'Start: What is photosynthesis?' }).click();
  await expect(
    student.getByRole('heading', { name: 'What is photosynthesis?', level: 1 }),
  ).toBeVisible();
  await student.getByRole('button', { name: 'I have finished reading' }).click();
  await expect(student.getByText('Done: this activity is complete.')).toContainText(
    'You earned 10 achievement points and 20 experience points.',
  );
  const map = student.getByRole('navigation', { name: 'Module map' });
  const mapItem = (title: string) => map.getByRole('listitem').filter({ hasText: title });
  await expect(mapItem('What is photosynthesis?')).toContainText('Done');

  await student.getByRole('link', { name: 'Next: Check your understanding' }).click();
  await answerQuiz(student);
  await student.getByRole('button', { name: 'Submit answers' }).click();
  await expect(student.getByText('Passed: 7 of 10 points (70%).')).toBeVisible();
  await expect(student.getByText('You finished the whole module!')).toContainText('You earned');
  await expect(mapItem('Check your understanding')).toContainText('Done · 70%');

  // Progress and points show without a reload.
  await student.getByRole('link', { name: '← Class' }).click();
  await expect(student.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
    'aria-valuetext',
    '2 of 2 done',
  );
  await student.getByRole('link', { name: 'Sparked' }).click();
  // 5 for signing in today, 20 for each activity and 100 for the module.
  await expect(student.getByRole('region', { name: 'Wallets' })).toContainText('145');

  // The teacher sees the student in the grid and exports it.
  await teacher.getByRole('tab', { name: 'Progress' }).click();
  const row = teacher.getByRole('row', { name: /Ada Lovelace/ });
  await expect(row).toContainText('Done · 70%');
  const download = teacher.waitForEvent('download');
  await teacher.getByRole('button', { name: 'Download as CSV' }).click();
  const file = await (await download).path();
  const csv = await import('node:fs/promises').then((fs) => fs.readFile(file, 'utf8'));
  expect(csv.split(/\r?\n/)).toEqual(
    expect.arrayContaining([
      'Student,Activity,Status,Score (%),Minutes',
      expect.stringMatching(/^Ada Lovelace,Check your understanding,Done,70,\d+$/),
    ]),
  );
  // The learning record: one xAPI StatementResult with every page of the class's statements.
  const recordDownload = teacher.waitForEvent('download');
  await teacher.getByRole('button', { name: 'Download the learning record (xAPI)' }).click();
  const recordFile = await (await recordDownload).path();
  const record = JSON.parse(
    await import('node:fs/promises').then((fs) => fs.readFile(recordFile, 'utf8')),
  );
  expect(record.more).toBe('');
  expect(record.statements).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        verb: expect.objectContaining({ id: 'http://adlnet.gov/expapi/verbs/passed' }),
        object: expect.objectContaining({
          definition: expect.objectContaining({
            name: { 'en-US': 'Check your understanding' },
            type: 'http://adlnet.gov/expapi/activities/assessment',
          }),
        }),
        result: expect.objectContaining({ success: true, completion: true }),
      }),
    ]),
  );

  await teacher.getByRole('link', { name: 'Dashboard' }).click();
  await expect(teacher.getByRole('region', { name: 'Recently completed' })).toContainText(
    'Ada Lovelace completed “Check your understanding” (70%)',
  );
  await teacher.goBack();

  // A fresh start: asked first, then every activity is open again for the student.
  await teacher.getByRole('tab', { name: 'Students' }).click();
  await teacher.getByRole('button', { name: 'Reset progress of Ada Lovelace' }).click();
  await teacher.getByRole('alertdialog').getByRole('button', { name: 'Reset progress' }).click();
  await expect(teacher.getByText('Ada Lovelace starts afresh.')).toBeVisible();
  await teacher.getByRole('tab', { name: 'Progress' }).click();
  await expect(row).not.toContainText('Done');
});

/**
 * Picks the demo's spring class on the referral page, by keyboard: other tests' classes make the
 * list long, and a pointer passing over Radix's scroll button scrolls the list under the click.
 */
const chooseSpringClass = (page: Page) => pickOption(page, 'Class', 'Year 8 Science (Spring term)');

test('an admin makes a referral code; registering with its link puts the new student in the class', async ({
  browser,
}) => {
  const admin = await signedIn(browser, demo.admin);
  await admin.goto('/educator/classes');
  await admin
    .getByRole('navigation', { name: 'Educator' })
    .getByRole('link', { name: 'Referral codes' })
    .click();
  await chooseSpringClass(admin);
  await admin.getByRole('button', { name: 'Generate a code' }).click();
  const codeRow = admin
    .getByRole('row')
    .filter({ has: admin.getByRole('button', { name: /^Copy link/ }) });
  await expect(codeRow).toHaveCount(1);
  await codeRow.getByRole('button', { name: /^Copy link/ }).click();
  const link = await admin.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/register\?referral=[2-9A-Z]{8}$/);

  const student = await (await browser.newContext()).newPage();
  await student.goto(link);
  await expect(student.getByText(/You were invited with the code/)).toBeVisible();
  await student.getByLabel('First name').fill('Grace');
  await student.getByLabel('Last name').fill('Hopper');
  await student.getByLabel('Email').fill(uniqueEmail());
  await student.getByLabel('Password').fill('a long enough password');
  await student.getByRole('button', { name: 'Create account' }).click();
  await student.getByRole('link', { name: 'Journey', exact: true }).click();
  await expect(student.getByRole('link', { name: 'Year 8 Science' })).toBeVisible();

  await admin.reload();
  await chooseSpringClass(admin);
  await expect(codeRow.getByRole('cell').first()).toHaveText('1');
  await codeRow.getByRole('button', { name: /^Revoke/ }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'Revoked' })).toHaveCount(1);
});

test('the demo student carries on in the full-screen player; a failed form stays in progress', async ({
  page,
}) => {
  await signIn(page, demo.student);
  // The dashboard landing and the journey show the same "what next".
  await page.goto('/student-dashboard');
  const modules = page.getByRole('list', { name: 'Your modules' });
  await expect(modules.getByRole('article', { name: 'Photosynthesis' })).toContainText(
    'Year 8 Science',
  );
  await expect(modules.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 of 2 done');
  await expectAxeClean(page, 'student dashboard');
  await page.getByRole('link', { name: 'Journey', exact: true }).click();
  // Classmates go by nickname: first names are off in the demo class.
  await page.getByRole('link', { name: 'Year 8 Science' }).click();
  const classmates = page.getByRole('region', { name: 'Classmates' });
  // Sam and three classmates from the seed; other tests may have added more.
  await expect(classmates.getByRole('listitem').nth(3)).toBeVisible();
  await expect(classmates.getByRole('listitem').filter({ hasText: 'You' })).toHaveCount(1);
  for (const name of ['Sam', 'Mia', 'Leo', 'Ivy', 'Student', 'Moreno', 'Grace', '@'])
    await expect(classmates).not.toContainText(name);
  await page.goBack();
  const science = page.getByRole('listitem').filter({ hasText: 'Year 8 Science' }).first();
  await expect(science.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 of 2 done');
  await science.getByRole('link', { name: /: Check your understanding$/ }).click();
  await page.getByRole('link', { name: 'Open full screen' }).click();
  await expect(page).toHaveURL(/\/player\/classes\/.+\/activities\//);
  await expect(page.getByRole('region', { name: 'Wallets' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Not passed yet: 0 of 10 points (0%).')).toBeVisible();
  await expect(page.getByText('Reach the pass mark of 60% to complete this form.')).toBeVisible();
  await page.getByRole('link', { name: '← Module map' }).click();
  await expect(
    page
      .getByRole('navigation', { name: 'Module map' })
      .getByRole('listitem')
      .filter({ hasText: 'Check your understanding' }),
  ).toContainText('In progress');
});

async function signedInWithTheme(
  browser: Browser,
  account: (typeof demo)[keyof typeof demo],
  theme: string,
) {
  const page = await signedIn(browser, account);
  await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
  return page;
}

// One test per theme and account: a dozen axe runs in one test ran a busy CI machine out of time.
for (const theme of themes) {
  test(`the journey, the player and joining a class pass axe in the ${theme} theme`, async ({
    browser,
  }) => {
    // Eight axe runs: about 12 s alone, several times that beside a game's players.
    test.setTimeout(120_000);
    const student = await signedInWithTheme(browser, demo.student, theme);
    await student.goto('/student-dashboard');
    await expect(student.getByRole('progressbar').first()).toBeVisible();
    await expectAxeClean(student, `student dashboard (${theme})`);
    await student.goto('/student-journey');
    await expect(student.getByRole('progressbar').first()).toBeVisible();
    await expectAxeClean(student, `journey (${theme})`);
    await student.getByRole('link', { name: 'Year 8 Science' }).click();
    await expect(student.getByRole('progressbar')).toBeVisible();
    await expectAxeClean(student, `class journey (${theme})`);
    await student.getByRole('link', { name: 'Photosynthesis', exact: true }).click();
    await expect(student.getByRole('navigation', { name: 'Module map' })).toBeVisible();
    await expectAxeClean(student, `module map (${theme})`);
    await student.getByRole('link', { name: 'What is photosynthesis?' }).click();
    await expect(student.getByText('Done: this activity is complete.')).toBeVisible();
    await expectAxeClean(student, `activity in the map (${theme})`);
    await student.getByRole('link', { name: 'Open full screen' }).click();
    await expect(student.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAxeClean(student, `player (${theme})`);
    const classId = student.url().split('/classes/')[1]?.split('/')[0] ?? '';
    await student.goto(`/classes/${classId}`);
    await expect(student.getByRole('link', { name: 'Join this class' })).toBeVisible();
    await expectAxeClean(student, `class landing (${theme})`);
    await student.getByRole('link', { name: 'Join this class' }).click();
    await expect(student.getByText('You are in this class.')).toBeVisible();
    await expectAxeClean(student, `joining (${theme})`);
  });

  test(`referral codes and orders pass axe in the ${theme} theme`, async ({ browser }) => {
    const admin = await signedInWithTheme(browser, demo.admin, theme);
    await admin.goto('/referral-code/generate');
    await chooseSpringClass(admin);
    await expect(admin.getByRole('button', { name: 'Generate a code' })).toBeVisible();
    await expectAxeClean(admin, `referral codes (${theme})`);
    await admin.goto('/educator/orders');
    await expect(admin.getByRole('heading', { name: 'All orders' })).toBeVisible();
    await expectAxeClean(admin, `orders (${theme})`);
  });

  test(`a teacher's dashboard and class pages pass axe in the ${theme} theme`, async ({
    browser,
  }) => {
    // Seven axe runs, as the student's test.
    test.setTimeout(120_000);
    const teacher = await signedInWithTheme(browser, demo.facilitator, theme);
    await expect(teacher.getByRole('heading', { name: 'Educator dashboard' })).toBeVisible();
    await expect(teacher.getByRole('region', { name: 'Your classes' })).toContainText(
      'Year 8 Science',
    );
    await expectAxeClean(teacher, `educator dashboard (${theme})`);
    await teacher.goto('/educator/classes');
    // The demo class; an LMS course beside it may be called "Year 8 Science (LMS)".
    const demoClass = teacher.getByRole('link', { name: 'Year 8 Science', exact: true }).first();
    await expect(demoClass).toBeVisible();
    await expectAxeClean(teacher, `classes (${theme})`);
    await demoClass.click();
    for (const tab of ['Students', 'Progress', 'Invite', 'Modules', 'Settings']) {
      await teacher.getByRole('tab', { name: tab }).click();
      await expect(teacher.getByRole('tabpanel')).toBeVisible();
      await expect(teacher.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await expectAxeClean(teacher, `class ${tab} (${theme})`);
    }
  });
}
