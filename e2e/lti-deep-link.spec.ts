import { expect, test } from '@playwright/test';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { createMockLms, type MockLms } from '../apps/server/test/support/mock-lms';
import { ltiClaims, ltiDeepLinkingClaims } from '../packages/contracts/src';
import { e2ePorts } from './ports';
import { accessTokenOf, apiApartFromThePage, demo, expectAxeClean } from './support';

// An instructor chooses "add Sparked content" in a mock LMS (its keys and return address served
// from this test): the deep linking launch lands on the picker, signed in; the choice goes back to
// the LMS as a signed LtiDeepLinkingResponse, posted by the browser once however often it clicks.

const origin = `http://127.0.0.1:${e2ePorts.app}`;
let lms: MockLms;

test.beforeAll(async () => {
  lms = await createMockLms();
  const api = await apiApartFromThePage();
  try {
    const admin = { authorization: `Bearer ${await accessTokenOf(demo.admin)}` };
    const created = await api.post('/sparked-api/lti/platforms', {
      headers: admin,
      data: lms.registration('Mock LMS for deep linking'),
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await api.dispose();
  }
});
test.afterAll(() => lms.close());

/** The login and launch the LMS's browser makes, then the code exchange: the teacher's tokens. */
async function deepLinkingLaunch(data: string) {
  const api = await apiApartFromThePage();
  try {
    const query = new URLSearchParams({
      iss: lms.issuer,
      login_hint: 'teacher-1',
      target_link_uri: `${origin}/lti/launch`,
      client_id: lms.clientId,
      lti_deployment_id: lms.deploymentId,
    });
    const login = await api.get(`/lti/login?${query}`, { maxRedirects: 0 });
    expect(login.status()).toBe(302);
    const location = new URL(login.headers().location ?? '');
    const idToken = await lms.idToken(
      lms.deepLinkingClaims(location.searchParams.get('nonce') ?? '', { data }),
    );
    const launch = await api.post('/lti/launch', {
      headers: { accept: 'text/html' },
      form: { id_token: idToken, state: location.searchParams.get('state') ?? '' },
    });
    expect(launch.status(), await launch.text()).toBe(200);
    const link = /url=([^"]+)"/.exec(await launch.text())?.[1]?.replaceAll('&#38;', '&') ?? '';
    const fragment = new URLSearchParams(link.split('#')[1] ?? '');
    const session = await api.post('/sparked-api/lti/sessions', {
      data: { code: fragment.get('code') },
    });
    expect(session.status(), await session.text()).toBe(200);
    const { accessToken, refreshToken } = (await session.json()).data;
    return { to: fragment.get('to') ?? '', tokens: { accessToken, refreshToken } };
  } finally {
    await api.dispose();
  }
}

/** A published module of the teacher's with a two-point quiz and an e-book. */
async function publishedModule(accessToken: string) {
  const api = await apiApartFromThePage();
  const post = async (url: string, data?: object) => {
    const response = await api.post(`/sparked-api${url}`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data,
    });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return (await response.json()).data;
  };
  try {
    const module = await post('/modules', { title: 'Leaves and light', subject: 'Biology' });
    const section = await post(`/modules/${module.id}/sections`, { title: 'Section' });
    const unit = await post(`/modules/${module.id}/units`, { sectionId: section.id, title: 'U' });
    const question = (id: string, prompt: string) => ({
      id,
      type: 'true-false',
      prompt,
      correct: true,
    });
    const quiz = await post(`/modules/${module.id}/activities`, {
      unitId: unit.id,
      type: 'form',
      title: 'Light quiz',
      content: {
        type: 'form',
        questions: [question('q1', 'Plants need light.'), question('q2', 'Leaves are green.')],
      },
    });
    await post(`/modules/${module.id}/activities`, {
      unitId: unit.id,
      type: 'ebook',
      title: 'Why leaves are green',
    });
    await post(`/modules/${module.id}/publish`);
    return { moduleId: module.id as string, quizId: quiz.id as string };
  } finally {
    await api.dispose();
  }
}

test('an instructor deep-links a scored activity; the LMS receives one verified answer', async ({
  page,
}) => {
  const data = `state-${Date.now()}`;
  const { to, tokens } = await deepLinkingLaunch(data);
  expect(to).toMatch(/^\/lms-deep-link\//);
  const { moduleId, quizId } = await publishedModule(tokens.accessToken);

  // Signed in as the launch signs the teacher in: the tokens in session storage.
  await page.goto('/sign-in');
  await page.evaluate((pair) => sessionStorage.setItem('tokens', JSON.stringify(pair)), tokens);
  await page.goto(to);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Add Sparked content to Year 8 Science' }),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Leaves and light' })).toBeVisible();
  await expectAxeClean(page, 'the deep linking picker');

  await page.getByRole('searchbox', { name: 'Search modules and activities' }).fill('quiz');
  await expect(page.getByRole('checkbox', { name: /Why leaves are green/ })).toHaveCount(0);
  const quiz = page.getByRole('checkbox', { name: /Light quiz/ });
  await quiz.focus();
  await page.keyboard.press('Space');
  await expect(quiz).toBeChecked();
  await expect(page.getByText('1 chosen')).toBeVisible();

  const started = Date.now();
  await page.getByRole('button', { name: 'Add to course' }).dblclick();
  // The relay page posts the form by itself; the mock LMS answers what it received.
  await expect(page.getByText('Received')).toBeVisible();
  await expect(page).toHaveURL(lms.deepLinkReturnUrl);
  console.log(`deep linking: submit to answer received by the LMS in ${Date.now() - started} ms`);

  const answers = lms.deepLinkAnswers();
  expect(answers).toHaveLength(1);
  const keySet = await (await page.request.get('/lti/jwks')).json();
  const { payload } = await jwtVerify(answers[0] ?? '', createLocalJWKSet(keySet), {
    issuer: lms.clientId,
    audience: lms.issuer,
  });
  expect(payload[ltiClaims.messageType]).toBe('LtiDeepLinkingResponse');
  expect(payload[ltiClaims.deploymentId]).toBe(lms.deploymentId);
  expect(payload[ltiDeepLinkingClaims.data]).toBe(data);
  expect(payload[ltiDeepLinkingClaims.contentItems]).toEqual([
    expect.objectContaining({
      type: 'ltiResourceLink',
      title: 'Light quiz',
      url: expect.stringMatching(
        new RegExp(`^${origin}/player/classes/[\\w-]+/modules/${moduleId}/activities/${quizId}$`),
      ),
      lineItem: { label: 'Light quiz', scoreMaximum: 2, resourceId: quizId, tag: 'sparked' },
    }),
  ]);
});
