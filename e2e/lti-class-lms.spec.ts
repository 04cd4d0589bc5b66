import { expect, test } from '@playwright/test';
import { ltiClaims, ltiServiceClaims } from '@sparked/contracts';
import {
  createMockLms,
  type MockLms,
  type MockLmsServices,
  membershipRole,
  withAdvantageServices,
} from '../apps/server/test/support/mock-lms';
import { e2ePorts } from './ports';
import {
  accessTokenOf,
  apiApartFromThePage,
  demo,
  expectAxeClean,
  expectNoHorizontalOverflow,
  signIn,
} from './support';

const origin = `http://127.0.0.1:${e2ePorts.app}`;
let lms: MockLms;
let services: MockLmsServices;

test.beforeAll(async () => {
  lms = await createMockLms();
  services = withAdvantageServices(lms);
});
test.afterAll(() => lms.close());

/** A launch from the mock LMS, made as its browser would, answering the session's access token. */
async function launch(claims: Record<string, unknown>) {
  const api = await apiApartFromThePage();
  try {
    const query = new URLSearchParams({
      iss: lms.issuer,
      login_hint: 'hint',
      target_link_uri: `${origin}/learn`,
      client_id: lms.clientId,
      lti_deployment_id: lms.deploymentId,
    });
    const login = await api.get(`/lti/login?${query}`, { maxRedirects: 0 });
    expect(login.status()).toBe(302);
    const location = new URL(login.headers().location ?? '');
    const idToken = await lms.idToken(lms.claims(location.searchParams.get('nonce') ?? '', claims));
    const launched = await api.post('/lti/launch', {
      form: { id_token: idToken, state: location.searchParams.get('state') ?? '' },
      headers: { accept: 'text/html' },
    });
    expect(launched.status()).toBe(200);
    const link = /url=([^"]+)"/.exec(await launched.text())?.[1]?.replaceAll('&#38;', '&') ?? '';
    const code = new URLSearchParams(link.split('#')[1] ?? '').get('code') ?? '';
    const session = await api.post('/sparked-api/lti/sessions', { data: { code } });
    expect(session.ok()).toBe(true);
    return (await session.json()).data.accessToken as string;
  } finally {
    await api.dispose();
  }
}

test('a teacher sees the LMS section of a class from the LMS and syncs its roster', async ({
  page,
}) => {
  const api = await apiApartFromThePage();
  const call = async (token: string, method: string, path: string, data?: object) => {
    const response = await api.fetch(`/sparked-api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      data,
    });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()).data;
  };
  try {
    const admin = await accessTokenOf(demo.admin);
    await call(admin, 'POST', '/lti/platforms', {
      ...lms.registration('E2E Moodle'),
      authTokenUrl: services.tokenUrl,
    });
    const rosterService = {
      [ltiServiceClaims.rosterService]: { context_memberships_url: services.membershipsUrl },
    };
    const course = { id: `course-${Date.now()}`, title: 'Year 8 Science (LMS)' };
    const teacher = await launch({
      sub: 'e2e-teacher',
      [ltiClaims.roles]: [membershipRole('Instructor')],
      [ltiClaims.context]: course,
      ...rosterService,
    });
    await launch({ sub: 'e2e-learner-first', [ltiClaims.context]: course, given_name: 'Lina' });
    const {
      classes: [taught],
    } = await call(teacher, 'GET', '/classes');
    // The demo facilitator co-teaches the LMS's class, and signs in to Sparked as usual.
    await call(teacher, 'POST', `/classes/${taught.id}/teachers`, {
      email: demo.facilitator.email,
    });
    services.setRoster([
      [
        { user_id: 'e2e-teacher', roles: [membershipRole('Instructor')] },
        { user_id: 'e2e-learner-first', roles: [membershipRole('Learner')] },
        {
          user_id: 'e2e-ana',
          roles: [membershipRole('Learner')],
          given_name: 'Ana',
          family_name: 'Silva',
        },
      ],
      [{ user_id: 'e2e-ben', roles: [membershipRole('Learner')], name: 'Ben Okafor' }],
    ]);

    await signIn(page, demo.facilitator);
    await page.goto(`/educator/classes/${taught.id}/students`);
    const section = page.getByRole('region', { name: 'From E2E Moodle' });
    await expect(section).toBeVisible();
    await expect(section.getByRole('table')).toContainText('Lina');
    await expect(section).toContainText('Not synced yet');
    await expectAxeClean(page, 'the class page with its LMS section');

    await section.getByRole('button', { name: 'Sync roster from E2E Moodle' }).click();
    await expect(section.getByRole('status')).toHaveText(
      '2 added · 1 already in the class · 0 removed · 1 teacher',
    );
    await expect(section.getByRole('table')).toContainText('Ana Silva');
    await expect(section.getByRole('table')).toContainText('Ben Okafor');
    await expectAxeClean(page, 'the class page after a roster sync');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page, 'the class page with its LMS section on a phone');
  } finally {
    await api.dispose();
  }
});
