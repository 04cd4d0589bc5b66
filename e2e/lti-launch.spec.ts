import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Frame,
  type Page,
  test,
} from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';
import { callSparked, courseWithModule } from './lti-course';
import { type MockLms, startMockLms } from './mock-lms';
import { e2ePorts } from './ports';
import {
  accessTokenOf,
  apiApartFromThePage,
  demo,
  expectAxeClean,
  signIn,
  uniqueEmail,
} from './support';

const sparked = `http://127.0.0.1:${e2ePorts.app}`;

// Chromium's own switch that blocks third-party cookies (and with them a third party's storage)
// as Chrome does for everyone after the phase-out; the test checks inside the frame that it holds.
test.use({
  launchOptions: {
    executablePath: chromiumExecutable,
    args: [...chromiumArgs, '--test-third-party-cookie-phaseout'],
  },
});

let lms: MockLms;
let api: APIRequestContext;
let adminToken: string;
let course: ReturnType<typeof courseWithModule> | undefined;

/** A Sparked API call with a token, as the course set-up makes them. */
const call = (token: string, method: string, url: string, data?: object) =>
  callSparked(api, token, method, url, data);

/** The course, set up once for the file's tests. */
const courseWithTheModule = () => {
  course ??= courseWithModule(api, lms, adminToken, sparked);
  return course;
};

test.beforeAll(async () => {
  lms = await startMockLms(sparked);
  api = await apiApartFromThePage();
  adminToken = await accessTokenOf(demo.admin);
});
test.afterAll(async () => {
  await api.dispose();
  await lms.close();
});

/** What the Sparked frame may keep: cookies and storage, tried from inside it. */
const framePrivileges = (frame: Frame) =>
  frame.evaluate(async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: whether a cookie can be set here is the check
    document.cookie = 'sparked-probe=1; SameSite=None; Secure; path=/';
    let storage = 'allowed';
    try {
      sessionStorage.setItem('sparked-probe', '1');
    } catch (error) {
      storage = (error as Error).name;
    }
    return {
      cookie: document.cookie,
      storage,
      storageAccess: await document.hasStorageAccess(),
    };
  });

/**
 * Notes when the activity's title is first drawn in the Sparked frame (init scripts run in every
 * frame): a mutation, then the next animation frame.
 */
const markFirstPaint = (context: BrowserContext, title: string) =>
  context.addInitScript((heading) => {
    new MutationObserver((_records, observer) => {
      const found = [...document.querySelectorAll('h1, h2')].find(
        (element) => element.textContent?.trim() === heading,
      );
      if (!found) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        (window as unknown as { activityPaintedAt: number }).activityPaintedAt =
          performance.timeOrigin + performance.now();
      });
    }).observe(document, { childList: true, subtree: true });
  }, title);

/** The time from the LMS's launch post to the activity's first paint in the frame, logged. */
async function launchToFirstPaint(page: Page, frame: Frame, what: string) {
  const postedAt = await page.evaluate(
    () => (window as unknown as { launchPostedAt?: number }).launchPostedAt,
  );
  await expect
    .poll(() =>
      frame.evaluate(() => (window as unknown as { activityPaintedAt?: number }).activityPaintedAt),
    )
    .toBeGreaterThan(0);
  const paintedAt = await frame.evaluate(
    () => (window as unknown as { activityPaintedAt: number }).activityPaintedAt,
  );
  expect(postedAt).toBeGreaterThan(0);
  const elapsed = Math.round(paintedAt - (postedAt ?? 0));
  test.info().annotations.push({ type: `${what} (ms)`, description: `${elapsed}` });
  console.log(`${what}: ${elapsed} ms`);
  expect(elapsed).toBeGreaterThan(0);
}

const sparkedFrame = (page: Page) => {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(sparked));
  if (!frame) throw new Error('no Sparked frame');
  return frame;
};

/**
 * A new learner follows the module's link on the LMS's course page (`storage`: how the LMS offers
 * its client-side storage) and the activity shows in Sparked's frame.
 */
async function launchAsNewLearner(page: Page, storage?: 'offered') {
  const target = await courseWithTheModule();
  const learner = lms.addUser({ role: 'Learner' });
  const link = lms.addLink({ title: 'Tides', target: `${sparked}${target.path}` });
  await page.goto(lms.coursePage(learner, link, storage));
  const tool = page.frameLocator('#tool');
  await expect(tool.getByRole('heading', { level: 1, name: target.title })).toBeVisible({
    timeout: 20_000,
  });
  return { target, tool };
}

/** Signed in, in the frame of another site, with no third-party cookie or storage to lean on. */
async function expectNoThirdPartyStorage(frame: Frame) {
  expect(await framePrivileges(frame)).toEqual({
    cookie: '',
    storage: 'SecurityError',
    storageAccess: false,
  });
}

test('a new learner with no email or name launched from the LMS plays the activity signed in, inside its iframe', async ({
  page,
  context,
}) => {
  await markFirstPaint(context, (await courseWithTheModule()).title);
  const { target, tool } = await launchAsNewLearner(page);

  const frame = sparkedFrame(page);
  expect(new URL(frame.url()).pathname).toBe(target.path);
  expect(new URL(frame.url()).hash).toBe('');
  await expectNoThirdPartyStorage(frame);
  await expect(tool.getByRole('button', { name: 'Open in a new tab' })).toBeVisible();
  // The LMS sent no email or name: the account is the LMS's, named for its role.
  const claims = lms.launches.at(-1) ?? {};
  expect(claims.email).toBeUndefined();
  expect(claims.name).toBeUndefined();
  await launchToFirstPaint(
    page,
    frame,
    "LTI launch post to the activity's first paint in the iframe",
  );
});

test('where the LMS offers its client-side storage, the launch keeps state and nonce there and reads them back, inside the iframe', async ({
  page,
  context,
}) => {
  await markFirstPaint(context, (await courseWithTheModule()).title);
  test.setTimeout(180_000);
  const { target, tool } = await launchAsNewLearner(page, 'offered');
  const frame = sparkedFrame(page);
  expect(new URL(frame.url()).pathname).toBe(target.path);
  // The bar names the LMS this account signs in through.
  await expect(tool.getByText('Signs in through Mock LMS', { exact: true })).toBeVisible();
  await expectNoThirdPartyStorage(frame);

  // The LMS's storage frame was asked by Sparked's origin: both kept at the login, both read
  // back at the launch.
  const storage = page.frame({ name: 'lti_storage_frame' });
  if (!storage) throw new Error('no LMS storage frame');
  const log = await storage.evaluate(
    () =>
      (window as unknown as { ltiStorageLog: { subject: string; key: string; origin: string }[] })
        .ltiStorageLog,
  );
  expect(log.map((entry) => `${entry.subject} ${entry.key.split('_')[0]}`)).toEqual([
    'lti.put_data state',
    'lti.put_data nonce',
    'lti.get_data state',
    'lti.get_data nonce',
  ]);
  expect(new Set(log.map((entry) => entry.origin))).toEqual(new Set([sparked]));
  await launchToFirstPaint(
    page,
    frame,
    "LTI launch post to the activity's first paint in the iframe, with the LMS's storage",
  );
});

test('a launch whose nonce in the LMS storage is another login’s is refused with a page in the frame', async ({
  page,
}) => {
  const target = await courseWithTheModule();
  const learner = lms.addUser({ role: 'Learner' });
  const link = lms.addLink({ title: 'Tides', target: `${sparked}${target.path}` });
  await page.goto(lms.coursePage(learner, link, 'tamper'));
  const tool = page.frameLocator('#tool');
  await expect(
    tool.getByRole('heading', { level: 1, name: 'Sparked could not open this activity' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    tool.getByText(
      'Sparked could not confirm this sign-in was started in this browser by your course. Open the activity again from your course.',
    ),
  ).toBeVisible();
  await expect(tool.getByRole('heading', { level: 1, name: target.title })).toHaveCount(0);
});

test('"Open in a new tab" signs the new tab in with a fresh hand-over, on the same activity', async ({
  page,
  context,
}) => {
  const { target, tool } = await launchAsNewLearner(page);

  const opened = context.waitForEvent('page');
  await tool.getByRole('button', { name: 'Open in a new tab' }).click();
  const tab = await opened;
  await expect(tab.getByRole('heading', { level: 1, name: target.title })).toBeVisible({
    timeout: 20_000,
  });
  expect(new URL(tab.url()).pathname).toBe(target.path);
  expect(new URL(tab.url()).hash).toBe('');
  // A top-level tab of Sparked's own: its session is in its session storage, of the same person.
  const tokens = await tab.evaluate(() => JSON.parse(sessionStorage.getItem('tokens') ?? 'null'));
  expect(tokens?.accessToken).toBeTruthy();
  await expect(tab.getByRole('button', { name: 'Open in a new tab' })).toHaveCount(0);
});

test('the launch page says an expired or spent launch must be opened again, and passes axe', async ({
  page,
}) => {
  await page.goto(`/lms-launch#code=${'x'.repeat(43)}&to=%2F`);
  await expect(page.getByRole('alert')).toHaveText(
    'This launch has expired: open the activity again from your course.',
  );
  expect(new URL(page.url()).hash).toBe('');
  await expectAxeClean(page, 'lms-launch (expired)');
  await page.goto('/lms-launch');
  await expect(page.getByRole('alert')).toHaveText(
    'This launch has expired: open the activity again from your course.',
  );
});

test('the launch page while it signs in passes axe', async ({ page }) => {
  await page.route('**/sparked-api/lti/sessions', async () => {
    // Never answered: the page stays on its signing-in state.
  });
  await page.goto(`/lms-launch#code=${'y'.repeat(43)}&to=%2F`);
  await expect(page.getByRole('heading', { name: 'Opening Sparked' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Signing you in');
  await expectAxeClean(page, 'lms-launch (signing in)');
});

test('an account the LMS made shows how it signs in, never its placeholder address', async ({
  page,
}) => {
  const target = await courseWithTheModule();
  const learner = lms.addUser({ role: 'Learner', name: 'Noor Haddad' });
  const link = lms.addLink({ title: 'Tides', target: `${sparked}${target.path}` });
  const { code } = await lms.launchWithoutBrowser(learner, link);
  expect((await api.post('/sparked-api/lti/sessions', { data: { code } })).ok()).toBe(true);

  await signIn(page, demo.admin);
  await page.goto('/educator/users?search=Haddad');
  const row = page.getByRole('row', { name: /Noor Haddad/ });
  await expect(row).toContainText('Signs in through their school’s LMS');
  await expect(row).not.toContainText('lms.invalid');
  await row.getByRole('link', { name: 'Noor Haddad' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Noor Haddad');
  await expect(page.getByText('Signs in through their school’s LMS')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('lms.invalid');
  // No address to send a password link to.
  await expect(page.getByRole('button', { name: 'Email a password-reset link' })).toHaveCount(0);
});

test('a learner who already has a Sparked account links their LMS identity to it once, inside the frame', async ({
  page,
}) => {
  const own = { email: uniqueEmail(), password: 'a long enough password 42' };
  const registered = await api.post('/sso/auth/register/student', {
    data: { firstName: 'Ada', lastName: 'Okafor', ...own },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { target, tool } = await launchAsNewLearner(page);

  await tool
    .getByRole('button', { name: 'I already have a Sparked account: sign in to link it' })
    .click();
  await tool.getByRole('button', { name: 'Sign in to my Sparked account' }).click();
  await tool.getByLabel('Email').fill(own.email);
  await tool.getByLabel('Password').fill(own.password);
  await tool.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signing in lands on the link page, or wherever the app sends a new sign-in, with the way back.
  const finish = tool.getByRole('link', { name: 'Finish linking your LMS account' });
  const linkPage = tool.getByRole('heading', { level: 1, name: 'Link your LMS account' });
  await expect(finish.or(linkPage)).toBeVisible();
  if (await finish.isVisible()) await finish.click();
  await expect(
    tool.getByRole('heading', { level: 1, name: 'Link your LMS account' }),
  ).toBeVisible();
  await expect(tool.getByText(own.email)).toBeVisible();
  // Axe goes into the frame: the course page and Sparked's page in it.
  await expectAxeClean(page, 'lms-link inside the LMS');
  await tool.getByRole('button', { name: 'Link my LMS account' }).click();
  await expect(tool.getByRole('status')).toContainText(
    'Your Mock LMS account is linked to this Sparked account.',
  );

  // The next launch of the same LMS person signs in to the Sparked account they linked.
  await page.reload();
  await expect(tool.getByRole('heading', { level: 1, name: target.title })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    tool.getByRole('button', { name: 'I already have a Sparked account: sign in to link it' }),
  ).toHaveCount(0);
  const ownToken = await accessTokenOf(own);
  // The launch enrolled the Sparked account in the course's class.
  const classes = await call(ownToken, 'GET', '/my/classes');
  expect(JSON.stringify(classes)).toContain(lms.course.title);
});
