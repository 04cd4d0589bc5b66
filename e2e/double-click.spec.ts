import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { accessTokenOf, apiApartFromThePage, asFacilitator, demo, signIn } from './support';

/** Calls the API as `account`: a GET, or a POST of `data`; each call answers its `data`. */
async function caller(request: APIRequestContext, account: { email: string; password: string }) {
  const accessToken = await accessTokenOf(account);
  return async (url: string, data?: object) => {
    const headers = { authorization: `Bearer ${accessToken}` };
    const response = await (data
      ? request.post(url, { headers, data })
      : request.get(url, { headers }));
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return (await response.json()).data;
  };
}

/** A new student with `diamonds` from the demo admin, signed in on `page`. */
async function studentWithDiamonds(page: Page, diamonds: number) {
  const account = {
    email: `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`,
    password: 'a long enough password',
  };
  const api = await apiApartFromThePage();
  const registered = await api.post('/sso/auth/register/student', {
    data: { ...account, firstName: 'Dee', lastName: 'Double' },
  });
  const { user } = (await registered.json()).data as { user: { id: string } };
  await api.dispose();
  const admin = await caller(page.request, demo.admin);
  await admin('/tools-api/wallets/grants', {
    userId: user.id,
    wallet: 'DIAMONDS',
    amount: diamonds,
    reason: 'Double-click test',
  });
  await signIn(page, account);
  return { account, userId: user.id };
}

const unique = (what: string) => `${what} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

/** Double-clicks the button as an impatient person does: both clicks before any answer. */
const doubleClick = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).dblclick();

test('double-clicking Create module makes one module', async ({ page }) => {
  await signIn(page, demo.facilitator);
  const title = unique('Double-click module');
  await page.goto('/module/create');
  await page.getByLabel('Title').fill(title);
  await doubleClick(page, 'Create module');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const get = await caller(page.request, demo.facilitator);
  const list = await get(`/sparked-api/modules?search=${encodeURIComponent(title)}`);
  expect(list.modules).toHaveLength(1);
});

test('double-clicking Create class makes one class', async ({ page }) => {
  await signIn(page, demo.facilitator);
  const name = unique('Double-click class');
  await page.goto('/educator/classes');
  await page.getByRole('button', { name: 'New class' }).click();
  await page.getByLabel('Name').fill(name);
  await doubleClick(page, 'Create class');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const get = await caller(page.request, demo.facilitator);
  const list = await get(`/sparked-api/classes?search=${encodeURIComponent(name)}`);
  expect(list.classes).toHaveLength(1);
});

test('double-clicking Grant grants once', async ({ page }) => {
  await signIn(page, demo.admin);
  const get = await caller(page.request, demo.admin);
  const users = await get('/sparked-api/users?search=Sam');
  const sam = users.users[0] as { id: string };
  await page.goto(`/educator/users/${sam.id}`);
  const wallets = page.getByRole('region', { name: 'Wallets' });
  const reason = unique('Double-click grant');
  await wallets.getByLabel('Amount').fill('5');
  await wallets.getByLabel('Reason').fill(reason);
  await wallets.getByRole('button', { name: 'Grant or revoke' }).dblclick();
  await expect(wallets.getByRole('row', { name: new RegExp(reason) })).toHaveCount(1);
  const ledger = await get(`/tools-api/wallets/ledger?userId=${sam.id}&limit=100`);
  expect(
    (ledger.entries as { reason: string }[]).filter((entry) => entry.reason === reason),
  ).toHaveLength(1);
});

test('double-clicking Add in the outline adds one section', async ({ page }) => {
  const post = await asFacilitator(page);
  const module = await post('/modules', { title: unique('Outline') });
  await signIn(page, demo.facilitator);
  await page.goto(`/educator/modules/${module.id}/contents`);
  await page.getByRole('button', { name: 'Add section' }).click();
  const form = page.getByRole('form', { name: 'Add section' });
  await form.getByLabel('Title').fill('Seeing colour');
  await form.getByRole('button', { name: 'Add' }).dblclick();
  await expect(form.getByLabel('Title')).toHaveValue('');
  const get = await caller(page.request, demo.facilitator);
  const stored = await get(`/sparked-api/modules/${module.id}`);
  expect(stored.sections.map((section: { title: string }) => section.title)).toEqual([
    'Seeing colour',
  ]);
});

test('double-clicking Buy buys once', async ({ page }) => {
  const { account } = await studentWithDiamonds(page, 20);
  await page.goto('/store');
  const refill = page.getByRole('article', { name: 'Energy refill' });
  await refill.getByRole('button', { name: 'Buy Energy refill' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Buy' }).dblclick();
  await expect(page.getByText('Energy refill is yours.').first()).toBeVisible();
  const get = await caller(page.request, account);
  const { entries } = await get('/tools-api/wallets/ledger?limit=100');
  expect(
    (entries as { wallet: string; delta: number }[]).filter(
      (entry) => entry.wallet === 'DIAMONDS' && entry.delta < 0,
    ),
  ).toHaveLength(1);
});

test('double-clicking Join class joins once', async ({ page }) => {
  const post = await asFacilitator(page);
  const created = await post('/classes', { name: unique('Join once'), joinMode: 'open' });
  const { code } = await post(`/classes/${created.id}/join-code`, {
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const { account } = await studentWithDiamonds(page, 1);
  await page.goto(`/student-journey/classes/${created.id}/${code}`);
  await page.getByRole('button', { name: 'Join class' }).dblclick();
  await expect(page.getByRole('heading', { name: created.name, level: 1 })).toBeVisible();
  const get = await caller(page.request, account);
  const mine = await get('/sparked-api/my/classes');
  expect(JSON.stringify(mine).split(created.id).length - 1).toBeGreaterThan(0);
  const teacher = await caller(page.request, demo.facilitator);
  const roster = await teacher(`/sparked-api/classes/${created.id}/students`);
  expect(JSON.stringify(roster).split(account.email).length - 1).toBeLessThanOrEqual(1);
});
