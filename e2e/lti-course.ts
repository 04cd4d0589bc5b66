// An LMS course with Sparked in it, as the LTI specs start from.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type FrameLocator, test } from '@playwright/test';
import type { MockLms } from './mock-lms';
import { accessTokenOf, demo } from './support';

/** A Sparked API call with a token; answers `data`, failing the test on an error. */
export async function callSparked(
  api: APIRequestContext,
  token: string,
  method: string,
  url: string,
  data?: object,
) {
  const response = await api.fetch(`/sparked-api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data,
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.status() === 204 ? undefined : (await response.json()).data;
}

/**
 * The course as a teacher sets it up: the admin registers the LMS, the teacher's first launch
 * (without a browser) makes the course a Sparked class, the demo facilitator writes a two-activity
 * e-book module of its own (other specs running beside these edit the demo modules) and the
 * admin assigns it to the class. Answers the class, the teacher (the LMS's person and their
 * Sparked token), the module, the address of its activity and the activity's title.
 */
export async function courseWithModule(
  api: APIRequestContext,
  lms: MockLms,
  adminToken: string,
  sparked: string,
) {
  const call = (token: string, method: string, url: string, data?: object) =>
    callSparked(api, token, method, url, data);
  await call(adminToken, 'POST', '/lti/platforms', lms.registration());
  const teacher = lms.addUser({ role: 'Instructor', name: 'Rosa Rivera' });
  const start = lms.addLink({ title: 'Sparked', target: `${sparked}/` });
  const { code } = await lms.launchWithoutBrowser(teacher, start);
  const session = await api.post('/sparked-api/lti/sessions', { data: { code } });
  expect(session.ok(), await session.text()).toBe(true);
  const teacherToken = (await session.json()).data.accessToken as string;
  const { classes } = await call(teacherToken, 'GET', '/classes');
  const course = classes.find((row: { name: string }) => row.name === lms.course.title);
  expect(course, 'the course became a class').toBeDefined();

  const author = await accessTokenOf(demo.facilitator);
  const suffix = randomUUID().slice(0, 8);
  const module = await call(author, 'POST', '/modules', { title: `Tides ${suffix}` });
  const section = await call(author, 'POST', `/modules/${module.id}/sections`, { title: 'Sea' });
  const unit = await call(author, 'POST', `/modules/${module.id}/units`, {
    sectionId: section.id,
    title: 'The moon',
  });
  const title = `Why the sea rises ${suffix}`;
  const activity = await call(author, 'POST', `/modules/${module.id}/activities`, {
    unitId: unit.id,
    type: 'ebook',
    title,
    content: { type: 'ebook', blocks: [{ id: 'rule', type: 'divider' }] },
  });
  // A second activity, so finishing the first does not finish the whole module.
  await call(author, 'POST', `/modules/${module.id}/activities`, {
    unitId: unit.id,
    type: 'ebook',
    title: 'Reading a tide table',
  });
  await call(author, 'POST', `/modules/${module.id}/publish`);
  await call(adminToken, 'PUT', `/classes/${course.id}/modules`, {
    modules: [{ moduleId: module.id, dueAt: null }],
  });
  return {
    classId: course.id as string,
    teacher,
    teacherToken,
    moduleId: module.id as string,
    path: `/player/classes/${course.id}/modules/${module.id}/activities/${activity.id}`,
    title,
  };
}

/**
 * The learner finishes reading the activity in the LMS's frame, and the LMS receives its full score
 * once, from the sending job (every minute, then watching for a minute: within two). Notes how
 * long the score took, as `label`; answers the score.
 */
export async function finishAndAwaitScore(
  tool: FrameLocator,
  scores: readonly { body: Record<string, unknown>; receivedAt: number }[],
  learnerId: string,
  label: string,
) {
  await tool.getByRole('button', { name: 'I have finished reading' }).click();
  await expect(tool.getByText('Done: this activity is complete.')).toBeVisible();
  const completedAt = Date.now();
  await expect.poll(() => scores.length, { timeout: 150_000, intervals: [500] }).toBe(1);
  const [score] = scores;
  expect(score?.body).toMatchObject({
    userId: learnerId,
    scoreGiven: 100,
    scoreMaximum: 100,
    activityProgress: 'Completed',
    gradingProgress: 'FullyGraded',
  });
  const elapsed = (score?.receivedAt ?? 0) - completedAt;
  test
    .info()
    .annotations.push({ type: 'completion to score received (ms)', description: `${elapsed}` });
  console.log(`${label}: completion to the score received by the LMS: ${elapsed} ms`);
  return score;
}
