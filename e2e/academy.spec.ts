import { expect, type Page, test } from '@playwright/test';
import {
  demo,
  expectAxeClean,
  listedModule,
  registerStudent,
  signIn,
  storedTokens,
  themes,
} from './support';

test('a student takes a free academy module, earns its certificate, and anyone can verify it', async ({
  page,
  browser,
}) => {
  const title = `Moon phases ${Date.now()}`;
  await listedModule(page, title);
  await registerStudent(page, 'Tess');

  await page.getByRole('link', { name: 'Academy', exact: true }).click();
  await page.getByLabel('Search the academy').fill(title);
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Astronomy · beginner · 10 min · 1 activity');
  await expect(card).toContainText('Free');
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('region', { name: 'What you will learn' })).toContainText(
    'Why the Moon has phases',
  );
  await page.getByRole('button', { name: 'Start this module' }).click();
  await expect(page.getByRole('navigation', { name: 'Module map' })).toBeVisible();
  await page.getByRole('link', { name: 'Why the Moon has phases' }).click();
  await page.getByRole('button', { name: 'I have finished reading' }).click();
  await expect(page.getByText('You finished the whole module!')).toBeVisible();

  // The profile lists the certificate, with its PDF and a link to share.
  await page.goto('/profile');
  const certificates = page.getByRole('region', { name: 'Certificates' });
  const download = page.waitForEvent('download');
  await certificates.getByRole('link', { name: `PDF of ${title}` }).click();
  const pdf = await (await download).path();
  const bytes = await import('node:fs/promises').then((fs) => fs.readFile(pdf));
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const link = await certificates
    .getByRole('link', { name: title, exact: true })
    .getAttribute('href');
  expect(link).toMatch(/\/certificates\/[0-9a-f-]{36}$/);

  // Signed out, the link says it is valid and its credential checks out.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(new URL(link ?? '', page.url()).pathname);
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByText('Valid', { exact: true })).toBeVisible();
  await expect(visitor.getByText('Tess L.')).toBeVisible();
  await expect(visitor.getByText(/the signature checks out/)).toBeVisible();
  await visitor.goto('/certificates/00000000-0000-4000-8000-000000000000');
  await expect(visitor.getByRole('heading', { name: 'Unknown certificate' })).toBeVisible();

  // An admin revokes it on its page; from then on the page says so, with the reason.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, demo.admin);
  await admin.goto(new URL(link ?? '', page.url()).pathname);
  await admin.getByLabel('Why it is revoked').fill('Issued by mistake');
  await admin.getByRole('button', { name: 'Revoke this certificate' }).click();
  await expect(admin.getByText('Revoked', { exact: true })).toBeVisible();
  await visitor.goto(new URL(link ?? '', page.url()).pathname);
  await expect(visitor.getByText('Issued by mistake', { exact: true })).toBeVisible();
  await expect(visitor.getByText(/Its credential is revoked/)).toBeVisible();
});

test('a student buys a paid module through checkout and it opens; an admin refunds it and it closes', async ({
  page,
  browser,
}) => {
  const title = `Eclipses ${Date.now()}`;
  const moduleId = await listedModule(page, title, { amount: 499, currency: 'usd' });
  await registerStudent(page, 'Paz');
  await page.goto(`/academy?price=paid&search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('article', { name: title })).toContainText('$4.99');
  await page.goto(`/academy/modules/${moduleId}`);
  await page.getByRole('button', { name: 'Buy for $4.99' }).click();

  // The payment provider's page (a local fake of Stripe Checkout) takes the payment.
  await expect(page.getByRole('heading', { name: `Pay for ${title}` })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(new RegExp(`/academy/modules/${moduleId}\\?order=`));
  await page.getByRole('link', { name: 'Open the module' }).click();
  await expect(page.getByRole('navigation', { name: 'Module map' })).toContainText(
    'Why the Moon has phases',
  );
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Orders' })).toContainText(`${title}$4.99Paid`);

  // An admin refunds it: the module closes for the buyer again.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, demo.admin);
  await admin.goto('/educator/orders');
  const order = admin.getByRole('row').filter({ hasText: title });
  await expect(order).toContainText('Paid');
  await order.getByRole('button', { name: /^Refund/ }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
  await expect(order).toContainText('Refunded');
  await page.goto(`/academy/modules/${moduleId}`);
  await expect(page.getByRole('button', { name: 'Buy for $4.99' })).toBeVisible();
});

test('a teacher charges for a class; a student buys a place through checkout and is in', async ({
  page,
  browser,
}) => {
  const name = `Star club ${Date.now()}`;
  const teacher = await (await browser.newContext()).newPage();
  await signIn(teacher, demo.facilitator);
  const tokens = await storedTokens(teacher);
  const created = await teacher.request.post('/sparked-api/classes', {
    headers: { authorization: `Bearer ${tokens?.accessToken}` },
    data: { name, joinMode: 'open' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const classId = (await created.json()).data.id as string;
  await teacher.goto(`/educator/classes/${classId}/students`);
  await teacher.getByRole('tab', { name: 'Settings' }).click();
  await teacher.getByRole('switch', { name: 'Charge for a place' }).click();
  await teacher.getByRole('spinbutton', { name: 'Price' }).fill('12');
  await teacher.getByRole('button', { name: 'Save settings' }).click();
  await expect(teacher.getByText('The class settings are saved.')).toBeVisible();

  await registerStudent(page, 'Ria');
  await page.goto(`/classes/${classId}`);
  await expect(page.getByText('$12.00 a place')).toBeVisible();
  await page.getByRole('link', { name: 'Buy a place' }).click();
  await page.getByRole('button', { name: 'Buy a place for $12.00' }).click();
  await expect(page.getByRole('heading', { name: `Pay for ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(new RegExp(`/classes/${classId}/enroll\\?order=`));
  await expect(page.getByText('You are in this class.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the class' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Orders' })).toContainText(`${name}$12.00Paid`);
});

/** Takes a module and finishes it through the API, as the signed-in student; answers its certificate. */
async function earnCertificate(page: Page, moduleId: string) {
  const tokens = await storedTokens(page);
  const headers = { authorization: `Bearer ${tokens?.accessToken}` };
  const call = async (method: 'GET' | 'POST', url: string, data?: object) => {
    const response = await page.request.fetch(`/sparked-api${url}`, { method, headers, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return (await response.json()).data;
  };
  const { classId } = await call('POST', `/academy/modules/${moduleId}/enrol`);
  const map = await call('GET', `/player/classes/${classId}/modules/${moduleId}`);
  const activityId = map.sections[0].units[0].activities[0].id;
  const base = `/player/classes/${classId}/modules/${moduleId}/activities/${activityId}`;
  await call('GET', base);
  await call('POST', `${base}/complete`, { statementId: crypto.randomUUID() });
  const [certificate] = await call('GET', '/my/certificates');
  return certificate.id as string;
}

for (const theme of themes) {
  test(`the academy and a certificate pass axe in the ${theme} theme`, async ({ page }) => {
    const moduleId = await listedModule(page, `Axe orbit ${theme} ${Date.now()}`);
    await registerStudent(page, 'Axel');
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await page.goto('/academy');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAxeClean(page, `academy (${theme})`);
    await page.goto(`/academy/modules/${moduleId}`);
    await expect(page.getByRole('region', { name: 'What you will learn' })).toBeVisible();
    await expectAxeClean(page, `academy module (${theme})`);
    const certificateId = await earnCertificate(page, moduleId);
    await page.goto(`/certificates/${certificateId}`);
    await expect(page.getByText(/the signature checks out/)).toBeVisible();
    await expectAxeClean(page, `certificate (${theme})`);
    await page.goto('/profile');
    await expect(
      page.getByRole('region', { name: 'Certificates' }).getByRole('listitem'),
    ).toHaveCount(1);
    await expectAxeClean(page, `profile with a certificate (${theme})`);
  });
}
