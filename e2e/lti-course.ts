// An LMS course with Sparked in it, as the LTI specs start from.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
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
 * (without a browser) makes the course a Sparked class, and the admin assigns the seeded
 * Photosynthesis module to it. Answers the address of its first activity.
 */
export async function courseWithDemoModule(
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

  const facilitatorToken = await accessTokenOf(demo.facilitator);
  const { modules } = await call(facilitatorToken, 'GET', '/modules?search=Photosynthesis');
  const photosynthesis = modules.find((row: { title: string }) => row.title === 'Photosynthesis');
  const outline = await call(facilitatorToken, 'GET', `/modules/${photosynthesis.id}`);
  const activity = outline.sections[0].units[0].activities[0];
  // Its title as it is now: other specs running beside this one may have edited the demo module.
  await call(adminToken, 'PUT', `/classes/${course.id}/modules`, {
    modules: [{ moduleId: photosynthesis.id, dueAt: null }],
  });
  return {
    classId: course.id as string,
    teacherToken,
    path: `/player/classes/${course.id}/modules/${photosynthesis.id}/activities/${activity.id}`,
    title: activity.title as string,
  };
}
