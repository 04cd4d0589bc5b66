import type { IncomingMessage } from 'node:http';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ltiServiceClaims, ltiServiceScopes } from '@sparked/contracts';
import { courseWithModule, finishAndAwaitScore } from './lti-course';
import { type MockLms, startMockLms } from './mock-lms';
import { e2ePorts } from './ports';
import { accessTokenOf, apiApartFromThePage, demo } from './support';

const sparked = `http://127.0.0.1:${e2ePorts.app}`;

let lms: MockLms;
let api: APIRequestContext;
/** The scores the LMS received on the link's line item, in order. */
const scores: { body: Record<string, unknown>; receivedAt: number }[] = [];

const readJson = (request: IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve, reject) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(JSON.parse(text)));
    request.on('error', reject);
  });

test.beforeAll(async () => {
  lms = await startMockLms(sparked);
  api = await apiApartFromThePage();
  // The LMS's side of Assignment and Grade Services: a token for the client-credentials grant, and
  // the line item's scores endpoint.
  lms.route('POST /token', async (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        access_token: 'lms-token',
        token_type: 'Bearer',
        expires_in: 3600,
        scope: ltiServiceScopes.score,
      }),
    );
  });
  lms.route('POST /lineitems/tides/scores', async (request, response) => {
    scores.push({ body: await readJson(request), receivedAt: Date.now() });
    response.writeHead(200).end();
  });
});
test.afterAll(async () => {
  await api.dispose();
  await lms.close();
});

test('a learner launched from the LMS completes the activity in its iframe; the LMS receives the score once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const target = await courseWithModule(api, lms, await accessTokenOf(demo.admin), sparked);
  const learner = lms.addUser({ role: 'Learner' });
  const link = lms.addLink({
    title: 'Tides',
    target: `${sparked}${target.path}`,
    claims: {
      [ltiServiceClaims.gradeService]: {
        scope: [ltiServiceScopes.lineItem, ltiServiceScopes.score],
        lineitems: `${lms.origin}/lineitems`,
        lineitem: `${lms.origin}/lineitems/tides`,
      },
    },
  });
  await page.goto(lms.coursePage(learner, link));
  const tool = page.frameLocator('#tool');
  await expect(tool.getByRole('heading', { level: 1, name: target.title })).toBeVisible({
    timeout: 20_000,
  });
  await finishAndAwaitScore(tool, scores, learner.id, 'LTI');

  // The teacher sees it sent; nothing more reaches the LMS for the same completion.
  const grades = await api.fetch(`/sparked-api/classes/${target.classId}/lms`, {
    headers: { authorization: `Bearer ${target.teacherToken}` },
  });
  expect(grades.ok(), await grades.text()).toBe(true);
  expect(JSON.stringify(await grades.json())).toContain('sent');
  await page.waitForTimeout(3000);
  expect(scores).toHaveLength(1);
});
