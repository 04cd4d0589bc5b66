import { expect, test } from '@playwright/test';
import { demo, expectAxeClean, mailTo, signIn, themes } from './support';

test('an admin tags the demo student after a dry run and grants points; the student sees both', async ({
  page,
  browser,
}) => {
  const tag = `Chess club ${Date.now()}`;
  await signIn(page, demo.admin);

  await page.goto('/educator/user-tags');
  await page.getByLabel('Name').fill(tag);
  await page.getByRole('button', { name: 'Create the tag' }).click();
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toContainText('0 users');

  await page.goto('/educator/users');
  await page.getByLabel('Search by name or email').fill('student@sparked.test');
  await expect(page.getByRole('link', { name: 'Sam Student' })).toBeVisible();
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Choose Sam Student' }).check();
  const bulk = page.getByRole('region', { name: 'Change many at once' });
  await expect(bulk.getByRole('radio', { name: 'The 1 chosen user' })).toBeChecked();
  await bulk.getByRole('combobox', { name: 'Change' }).click();
  await page.getByRole('option', { name: 'Add a tag' }).click();
  await bulk.getByRole('combobox', { name: 'Tag' }).click();
  await page.getByRole('option', { name: tag }).click();
  await bulk.getByLabel('Reason').fill('Chess club roster');
  await bulk.getByRole('button', { name: 'Preview the change' }).click();
  await expect(bulk.getByRole('status')).toHaveText(
    'This would change 1 user of the 1 it reaches.',
  );
  await expect(bulk.getByRole('row', { name: /Sam Student/ })).toContainText(tag);
  // The dry run changed nothing yet.
  await expect(page.getByRole('row', { name: /Sam Student/ }).first()).not.toContainText(tag);
  await expectAxeClean(page, 'the users list with a dry run');
  await bulk.getByRole('button', { name: 'Apply to 1 user' }).click();
  await expect(page.getByText('Changed 1 user.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Sam Student/ }).first()).toContainText(tag);

  await page.getByRole('link', { name: 'Sam Student' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Student' })).toBeVisible();
  const wallets = page.getByRole('region', { name: 'Wallets' });
  await wallets.getByLabel('Amount').fill('500');
  await wallets.getByLabel('Reason').fill('Science fair winner');
  await wallets.getByRole('button', { name: 'Grant or revoke' }).click();
  await expect(page.getByText('+500 achievement points for Sam.')).toBeVisible();
  await expect(wallets.getByRole('row', { name: /Science fair winner/ })).toContainText('+500');
  const history = page.getByRole('region', { name: 'Changes by admins' });
  await expect(history).toContainText('Wallet changed');
  await expect(history).toContainText('Chess club roster');
  await expectAxeClean(page, 'a user in the admin console');

  await page.goto('/educator/audit');
  await expect(page.getByRole('row', { name: /Science fair winner/ })).toContainText('Sam Student');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('sparked-audit-log.csv');
  const csv = await (await import('node:fs/promises')).readFile(await file.path(), 'utf8');
  expect(csv.split('\n')[0]).toMatch(/^When,Action,/);
  expect(csv).toContain('Science fair winner');

  const student = await browser.newPage();
  await signIn(student, demo.student);
  await student.goto('/profile');
  await expect(student.getByRole('region', { name: 'Account', exact: true })).toContainText(tag);
  const activity = student.getByRole('region', { name: 'Admin activity on your account' });
  await expect(activity).toContainText('Wallet changed');
  await expect(activity).toContainText(/An admin added 500 [a-z ]+; you now have \d+\./);
  await expect(activity).not.toContainText('balance:');
  await expect(activity).toContainText('“Science fair winner”');
  await expect(activity).toContainText('by Ada Admin');
  await student.close();
});

test('an admin imports users from a CSV after a preview that shows each row', async ({ page }) => {
  const email = `imported-${Date.now()}@example.test`;
  await signIn(page, demo.admin);
  await page.goto('/educator/users');
  const importer = page.getByRole('region', { name: 'Import from a CSV file' });
  await importer.getByLabel('Or paste it here').fill(`email,first name,last name,role,tags
${email},Ines,Import,,Pilot cohort
broken,A,B,,`);
  await importer.getByRole('button', { name: 'Preview' }).click();
  await expect(importer.getByRole('table')).toContainText('1 new · 0 to change · 1 with errors');
  await expect(importer.getByRole('row', { name: /broken/ })).toContainText(
    'This is not an email address.',
  );
  await expect(importer.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();
  await importer.getByLabel('Or paste it here').fill(`email,first name,last name,role,tags
${email},Ines,Import,,Pilot cohort`);
  await importer.getByRole('button', { name: 'Preview' }).click();
  await importer.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(page.getByText('1 account made, 0 accounts changed.')).toBeVisible();
  await page.getByLabel('Search by name or email').fill(email);
  await expect(page.getByRole('row', { name: /Ines Import/ })).toContainText('Pilot cohort');
  expect((await mailTo(email)).subject).toBe('Your Sparked account is ready');
});

test('an admin adds a store item and a reward rule, changes each, and the log says what changed', async ({
  page,
}) => {
  const name = `Glitter pen ${Date.now()}`;
  await signIn(page, demo.admin);
  await page.goto('/educator/store');
  await page.getByRole('button', { name: 'New item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New item' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Price').fill('40');
  await dialog.getByRole('button', { name: 'Add the item' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
    '40 achievement points',
  );
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit “${name}”` });
  await edit.getByLabel('Price').fill('35');
  await edit.getByRole('button', { name: 'Save the item' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
    '35 achievement points',
  );
  await expectAxeClean(page, 'the store for admins');

  const table = `e2e_rule_${Date.now()}`;
  await page.goto('/educator/rewards');
  await page.getByRole('button', { name: 'New rule' }).click();
  const rule = page.getByRole('dialog', { name: 'New rule' });
  await rule.getByLabel('For (what happened)').fill(table);
  await rule.getByLabel('Which one').fill('first');
  await rule.getByLabel('Amount').fill('15');
  await rule.getByRole('button', { name: 'Add the rule' }).click();
  await page.getByRole('button', { name: `Edit ${table} first` }).click();
  await page.getByRole('dialog', { name: 'Edit the rule' }).getByLabel('Amount').fill('25');
  await page.getByRole('button', { name: 'Save the rule' }).click();
  await expect(page.getByRole('row', { name: new RegExp(table) })).toContainText(
    '25 achievement points',
  );

  await page.goto('/educator/audit?action=store.item.update');
  await expect(page.getByRole('row', { name: /Store item changed/ }).first()).toContainText(
    'price: 40',
  );
  await expect(page.getByRole('row', { name: /Store item changed/ }).first()).toContainText(
    'price: 35',
  );
});

test('an admin reaches a class’s people in Users, and an admin’s own changes from their page', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page.goto('/educator/classes?search=Year%208%20Science');
  await page.getByRole('link', { name: 'Year 8 Science' }).first().click();
  await page.getByRole('link', { name: 'Its people in Users' }).click();
  await expect(page.getByText('People of one class.')).toBeVisible();
  const users = page.getByRole('region', { name: 'Users' });
  await expect(users.getByRole('link', { name: 'Sam Student' })).toBeVisible();
  await expect(users.getByRole('link', { name: 'Ada Admin' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Show every class' }).click();
  await users.getByRole('link', { name: 'Ada Admin' }).click();
  await page.getByRole('link', { name: 'Changes this admin made' }).click();
  await expect(page.getByText('Changes by one admin.')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Tag added');
});

test('the last active admin cannot deactivate themselves, and is told why', async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto('/educator/users?role=admin&status=active');
  // Only the demo admin is one: the check below must not find another to stand in.
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await page
    .getByRole('region', { name: 'Users' })
    .getByRole('link', { name: 'Ada Admin' })
    .click();
  const access = page.getByRole('region', { name: 'Access' });
  await access.getByLabel('Reason').fill('Testing the safeguard');
  await access.getByRole('button', { name: 'Deactivate' }).click();
  await expect(access.getByRole('alert')).toHaveText(/last active admin/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada Admin');
});

for (const theme of themes) {
  test(`the admin console passes axe in the ${theme} theme`, async ({ page }) => {
    await signIn(page, demo.admin);
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    for (const path of [
      '/educator/users',
      '/educator/user-tags',
      '/educator/audit',
      '/educator/rewards',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('table').first()).toBeVisible();
      await expectAxeClean(page, `${path} in ${theme}`);
    }
  });
}
