import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ltiContexts } from '../../src/db/schema';
import { createMockLms, type MockLms, withAdvantageServices } from './mock-lms';
import { createTestApp, type TestApp } from './test-app';
import { bearer, createUser, signIn } from './users';

/** Where the LTI tests' Sparked lives: the address the LMS launches and the tool's origin. */
export const ltiOrigin = 'https://sparked.test';

/** A test app with an admin who registered `lms` (its own fields, with `overrides`) as a platform. */
async function appRegistering(
  lms: MockLms,
  options: { name?: string; now?: () => Date },
  overrides: object = {},
) {
  const t: TestApp = await createTestApp({ PUBLIC_URL: ltiOrigin }, options.now);
  const admin = await signIn(t.app, (await createUser(t.database.db, 'admin')).email);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/sparked-api/lti/platforms',
    headers: bearer(admin.accessToken),
    payload: { ...lms.registration(options.name), ...overrides },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return { t, lms, admin, platformId: registered.json().data.id as string };
}

/**
 * The LTI tests' start: a test app, the mock LMS, and an admin who registered it (named `name`),
 * as a school's LMS is before its first launch; `now` is the app's clock.
 */
export async function appWithLms(options: { name?: string; now?: () => Date } = {}) {
  return appRegistering(await createMockLms(), options);
}

/** As `appWithLms`, the LMS offering its Advantage services (scores, line items, roster). */
export async function appWithLmsServices(options: { name?: string; now?: () => Date } = {}) {
  const lms = await createMockLms();
  const services = withAdvantageServices(lms);
  const started = await appRegistering(lms, options, { authTokenUrl: services.tokenUrl });
  return { ...started, services };
}

/** The class the mock LMS's course (`course-1`) became at its first launch; '' before one. */
export async function classOfCourse(t: TestApp) {
  const [context] = await t.database.db
    .select()
    .from(ltiContexts)
    .where(eq(ltiContexts.contextId, 'course-1'));
  return context?.classId ?? '';
}
