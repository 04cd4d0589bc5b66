import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ltiClaims, ltiDeepLinkingClaims } from '@sparked/contracts';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';
import { callSparked, courseWithModule, finishAndAwaitScore } from './lti-course';
import { type MockLms, startMockLms } from './mock-lms';
import { type MockLmsServices, withLmsServices } from './mock-lms-services';
import { e2ePorts } from './ports';
import { accessTokenOf, apiApartFromThePage, demo, expectAxeClean } from './support';

// The whole course, every step in the LMS's page with Sparked in its iframe and third-party
// cookies blocked: the instructor adds an activity through deep linking, a learner opens that
// link and completes the activity, the LMS's gradebook receives the score once, and the
// instructor brings the roster in from the LMS.

const sparked = `http://127.0.0.1:${e2ePorts.app}`;
const membership = 'http://purl.imsglobal.org/vocab/lis/v2/membership#';

test.use({
  launchOptions: {
    executablePath: chromiumExecutable,
    args: [...chromiumArgs, '--test-third-party-cookie-phaseout'],
  },
});

let lms: MockLms;
let services: MockLmsServices;
let api: APIRequestContext;

test.beforeAll(async () => {
  lms = await startMockLms(sparked);
  services = withLmsServices(lms);
  api = await apiApartFromThePage();
});
test.afterAll(async () => {
  await api.dispose();
  await lms.close();
});

/** The Sparked frame's address, once it is a page of Sparked's. */
const sparkedPath = (page: Page) =>
  new URL(
    page
      .frames()
      .find((frame) => frame.url().startsWith(sparked))
      ?.url() ?? sparked,
  ).pathname;

/** The time from the LMS's launch post (the course page notes it) to now, logged. */
async function sinceLaunchPost(page: Page, what: string) {
  const postedAt = await page.evaluate(
    () => (window as unknown as { launchPostedAt?: number }).launchPostedAt ?? 0,
  );
  expect(postedAt).toBeGreaterThan(0);
  const elapsed = Date.now() - postedAt;
  test.info().annotations.push({ type: `${what} (ms)`, description: `${elapsed}` });
  console.log(`${what}: ${elapsed} ms`);
}

test('an instructor deep-links an activity inside the LMS frame; a learner completes that link there; the LMS gets the score once and its roster syncs', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const course = await courseWithModule(api, lms, await accessTokenOf(demo.admin), sparked);
  // The module's author lets the LMS's teacher use it: deep linking offers what a teacher authors.
  const me = await api.get('/sso/auth/me', {
    headers: { authorization: `Bearer ${course.teacherToken}` },
  });
  expect(me.ok(), await me.text()).toBe(true);
  await callSparked(api, await accessTokenOf(demo.facilitator), 'POST', '/module-authors/', {
    module_id: course.moduleId,
    email: (await me.json()).data.email,
    role: 'viewer',
  });

  // "Add Sparked content" in the LMS: a deep linking launch into the frame.
  const data = `csrf-${Date.now()}`;
  const addContent = lms.addLink({
    title: 'Add Sparked content',
    target: `${sparked}/lti/launch`,
    claims: {
      [ltiClaims.messageType]: 'LtiDeepLinkingRequest',
      [ltiDeepLinkingClaims.settings]: {
        deep_link_return_url: services.returnUrl,
        accept_types: ['ltiResourceLink'],
        accept_presentation_document_targets: ['iframe', 'window'],
        accept_multiple: true,
        accept_lineitem: true,
        data,
      },
      ...services.serviceClaims(),
    },
  });
  await page.goto(lms.coursePage(course.teacher, addContent));
  const tool = page.frameLocator('#tool');
  await expect(
    tool.getByRole('heading', { level: 1, name: `Add Sparked content to ${lms.course.title}` }),
  ).toBeVisible({ timeout: 20_000 });
  expect(sparkedPath(page)).toMatch(/^\/lms-deep-link\//);
  await expectAxeClean(page, 'the deep linking picker inside the LMS');

  await tool.getByRole('searchbox', { name: 'Search modules and activities' }).fill('sea rises');
  const activity = tool.getByRole('checkbox', { name: new RegExp(course.title) });
  await activity.focus();
  await page.keyboard.press('Space');
  await expect(activity).toBeChecked();
  await tool.getByRole('button', { name: 'Add to course' }).click();
  // The relay posts the signed answer to the LMS from the frame; the LMS adds the link.
  await expect(tool.getByRole('heading', { level: 1, name: 'Added to' })).toBeVisible();
  await expectAxeClean(page, 'the LMS after the deep linking answer');
  expect(services.deepLinkAnswers).toHaveLength(1);
  const [answer] = services.deepLinkAnswers;
  expect(answer?.nonce).toEqual(expect.any(String));
  expect(answer?.[ltiClaims.deploymentId]).toBe(lms.deploymentId);
  expect(answer?.[ltiDeepLinkingClaims.data]).toBe(data);
  expect(services.deepLinked).toHaveLength(1);
  const [linked] = services.deepLinked;
  if (!linked) throw new Error('no deep-linked item');
  expect(linked.title).toBe(course.title);
  expect(linked.target).toBe(`${sparked}${course.path}`);

  // A learner with neither email nor name opens the link deep linking made, in the frame.
  const learner = lms.addUser({ role: 'Learner' });
  await page.goto(lms.coursePage(learner, linked));
  await expect(tool.getByRole('heading', { level: 1, name: course.title })).toBeVisible({
    timeout: 20_000,
  });
  await sinceLaunchPost(page, "deep-linked launch post to the activity's heading in the iframe");
  expect(sparkedPath(page)).toBe(course.path);
  // No line item came with an e-book: Sparked makes one with the line-items service, then sends.
  await finishAndAwaitScore(tool, services.scores, learner.id, 'deep-linked activity');

  // The instructor opens the class from the LMS and brings its roster in, in the frame.
  services.setRoster([
    [
      { user_id: course.teacher.id, roles: [`${membership}Instructor`] },
      { user_id: learner.id, roles: [`${membership}Learner`] },
    ],
    [{ user_id: 'lms-ana', roles: [`${membership}Learner`], name: 'Ana Silva' }],
  ]);
  const classPage = lms.addLink({
    title: 'Sparked class',
    target: `${sparked}/educator/classes/${course.classId}/students`,
    claims: services.serviceClaims(),
  });
  await page.goto(lms.coursePage(course.teacher, classPage));
  const section = tool.getByRole('region', { name: 'From Mock LMS' });
  await expect(section).toBeVisible({ timeout: 20_000 });
  // The learner's score, sent.
  await expect(section.getByRole('row', { name: /^Learner/ })).toContainText('1 sent');
  await expectAxeClean(page, 'the class page with its LMS section inside the LMS');
  await section.getByRole('button', { name: 'Sync roster from Mock LMS' }).click();
  await expect(section.getByRole('status')).toHaveText(
    '1 added · 1 already in the class · 0 removed · 1 teacher',
  );
  await expect(section.getByRole('table')).toContainText('Ana Silva');
  await expectAxeClean(page, 'the class page after a roster sync inside the LMS');

  // Still one score for the one completion.
  expect(services.scores).toHaveLength(1);
});
