import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  createMockRegistrationLms,
  type MockRegistrationLms,
} from '../apps/server/test/support/mock-lms';
import { demo, expectAxeClean, expectNoHorizontalOverflow, signIn } from './support';

let lms: MockRegistrationLms;
let framingLms: MockRegistrationLms;
test.beforeAll(async () => {
  lms = await createMockRegistrationLms();
  framingLms = await createMockRegistrationLms();
});
test.afterAll(async () => {
  await lms.close();
  await framingLms.close();
});

test('an admin registers an LMS by hand, sees what to paste into it, and removes it with undo', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, demo.admin);
  await page.getByRole('link', { name: 'LMS connections' }).first().click();
  await expect(page).toHaveURL(/\/educator\/lti$/);
  await expect(page.getByRole('heading', { level: 1, name: 'LMS connections' })).toBeVisible();

  const paste = page.getByRole('region', { name: 'What to paste into your LMS' });
  await expect(paste.getByLabel('Login initiation URL')).toHaveValue(`${baseURL}/lti/login`);
  await expect(paste.getByLabel('Redirect (launch) URL')).toHaveValue(`${baseURL}/lti/launch`);
  await expect(paste.getByLabel('JWKS URL')).toHaveValue(`${baseURL}/lti/jwks`);
  await expect(paste.getByLabel('Dynamic registration URL')).toHaveValue(
    `${baseURL}/lms-registration`,
  );
  await expectAxeClean(page, 'the LMS connections page');
  await paste.getByRole('button', { name: 'Copy JWKS URL' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/lti/jwks`);
  await expect(page.getByText('JWKS URL is on the clipboard.')).toBeVisible();

  const host = `moodle-${randomUUID().slice(0, 8)}.school.example`;
  const name = `Moodle ${host}`;
  await page.getByRole('button', { name: 'Register an LMS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register an LMS' });
  // Filled by keyboard, field after field.
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Issuer').fill(`http://${host}`);
  await dialog.getByLabel('Client id').fill('sparked-tool');
  await dialog.getByLabel('Deployment id 1').fill('1');
  await dialog.getByRole('button', { name: 'Add a deployment id' }).press('Enter');
  await expect(dialog.getByLabel('Deployment id 2')).toBeFocused();
  await page.keyboard.type('course-7');
  await dialog.getByLabel('OIDC login URL').fill(`https://${host}/mod/lti/auth.php`);
  await dialog.getByLabel('Access-token URL').fill(`https://${host}/mod/lti/token.php`);
  await dialog.getByLabel('JWKS URL').fill(`https://${host}/mod/lti/certs.php`);
  await dialog.getByRole('button', { name: 'Register LMS' }).click();
  // The server refuses a plain-http issuer, and says so on the field.
  await expect(dialog.getByLabel('Issuer')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('issuer must be an https address');
  await expectAxeClean(page, 'the registration form with a refused field');

  await dialog.getByLabel('Issuer').fill(`https://${host}`);
  await dialog.getByRole('button', { name: 'Register LMS' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('1, course-7');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page, 'the LMS connections page on a phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('1, course-7');
});

test('an LMS registers Sparked dynamically: the admin signs in, registers, and approves it', async ({
  page,
  baseURL,
}) => {
  const start = `/lms-registration?${new URLSearchParams({
    openid_configuration: lms.configurationUrl,
    registration_token: lms.token,
  })}`;
  // Not signed in yet: the sign-in page, then back to the registration with the LMS's parameters.
  await page.goto(start);
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel('Email').fill(demo.admin.email);
  await page.getByLabel('Password').fill(demo.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Register Sparked with your LMS' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}${start}`);
  await expect(page.getByText(new URL(lms.origin).host)).toBeVisible();
  await expectAxeClean(page, 'the dynamic registration page');

  // The LMS listens for the message that closes its window.
  const closed = page.evaluate(
    () =>
      new Promise<unknown>((resolve) =>
        window.addEventListener('message', (event) => resolve(event.data), { once: true }),
      ),
  );
  await page.getByRole('button', { name: 'Register Sparked' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'It waits for approval' })).toBeVisible();
  expect(await closed).toEqual({ subject: 'org.imsglobal.lti.close' });
  expect(lms.received).toHaveLength(1);
  expect(lms.received[0]?.authorization).toBe(`Bearer ${lms.token}`);
  await expectAxeClean(page, 'the dynamic registration page, registered');

  await page.getByRole('link', { name: 'Go to LMS connections' }).click();
  const name = `mocklms (${new URL(lms.origin).host})`;
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Waiting for approval');
  await expect(row).toContainText('dyn-deployment-1');
  await expectAxeClean(page, 'the LMS connections page with an LMS waiting for approval');
  await row.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(row).not.toContainText('Waiting for approval');
  await expect(row.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0);
});

test('an LMS that frames the registration page: the admin continues in a new window, the LMS is told to close', async ({
  page,
  baseURL,
}) => {
  await page.goto(framingLms.registerToolPage(`${baseURL}/lms-registration`));
  const frame = page.frameLocator('iframe[title="Tool registration"]');
  // Sparked's session is not in the LMS's frame: the page offers a window of its own.
  await expect(
    frame.getByRole('heading', { level: 1, name: 'Register Sparked with your LMS' }),
  ).toBeVisible();
  await expectAxeClean(page, 'the dynamic registration page in the LMS frame');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    frame.getByRole('button', { name: 'Continue in a new window' }).click(),
  ]);
  await expect(popup).toHaveURL(/\/sign-in/);
  await popup.getByLabel('Email').fill(demo.admin.email);
  await popup.getByLabel('Password').fill(demo.admin.password);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await popup.getByRole('button', { name: 'Register Sparked' }).click();
  // Registered: the window closes itself, and the frame passes the close message on to the LMS.
  await popup.waitForEvent('close');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { messages: unknown[] }).messages))
    .toContainEqual({ subject: 'org.imsglobal.lti.close' });
  expect(framingLms.received).toHaveLength(1);
  expect(framingLms.received[0]?.authorization).toBe(`Bearer ${framingLms.token}`);
});
