import { randomUUID } from 'node:crypto';
import { ltiClaims, ltiDeepLinkingClaims } from '@sparked/contracts';
import { count, eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeProtectedHeader, type JWTPayload, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classModules, ltiDeepLinks } from '../src/db/schema';
import { appWithLms, ltiOrigin as origin } from './support/lti';
import { form, handoverOf, html } from './support/lti-launch';
import { type MockLms, membershipRole } from './support/mock-lms';
import { plantQuiz } from './support/modules';
import type { TestApp } from './support/test-app';
import { bearer, createUser, signIn } from './support/users';

let t: TestApp;
let lms: MockLms;
/** Moves the app's clock on, to let a deep linking request expire. */
let clockOffsetMs = 0;

beforeAll(async () => {
  ({ t, lms } = await appWithLms({
    name: 'Moodle of Year 8',
    now: () => new Date(Date.now() + clockOffsetMs),
  }));
});
afterAll(async () => {
  await lms.close();
  await t.close();
});

/** Login and launch, as the LMS's browser does them, with the claims a test makes. */
async function launchWith(claims: (nonce: string) => Record<string, unknown>) {
  const query = new URLSearchParams({
    iss: lms.issuer,
    login_hint: 'hint-1',
    target_link_uri: `${origin}/lti/launch`,
    client_id: lms.clientId,
    lti_deployment_id: lms.deploymentId,
  });
  const login = await t.app.inject({ url: `/lti/login?${query}`, headers: html });
  expect(login.statusCode, login.body).toBe(302);
  const location = new URL(String(login.headers.location));
  const idToken = await lms.idToken(claims(location.searchParams.get('nonce') ?? ''));
  const state = location.searchParams.get('state') ?? '';
  return t.app.inject({
    method: 'POST',
    url: '/lti/launch',
    headers: form,
    payload: new URLSearchParams({ id_token: idToken, state }).toString(),
  });
}

/** A teacher's deep linking launch, signed in: their token and the picker's request id. */
async function deepLinkAs(settings: Record<string, unknown> = {}, sub?: string) {
  const response = await launchWith((nonce) =>
    lms.deepLinkingClaims(nonce, settings, sub ? { sub } : {}),
  );
  expect(response.statusCode, response.body).toBe(200);
  const { code, to } = handoverOf(response.body);
  expect(to).toMatch(/^\/lms-deep-link\/[0-9a-f-]{36}$/);
  const session = await t.app.inject({
    method: 'POST',
    url: '/sparked-api/lti/sessions',
    payload: { code },
  });
  expect(session.statusCode, session.body).toBe(200);
  return { token: session.json().data.accessToken as string, id: to.split('/')[2] ?? '' };
}

async function post(token: string, url: string, payload?: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/sparked-api${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data;
}

/** A published module by `token`: a quiz (two points) and an e-book. */
async function publishedModule(token: string, title: string) {
  const { id: moduleId } = await post(token, '/modules', { title, subject: 'Science' });
  const { id: sectionId } = await post(token, `/modules/${moduleId}/sections`, { title: 'S' });
  const { id: unitId } = await post(token, `/modules/${moduleId}/units`, { sectionId, title: 'U' });
  const quiz = await post(token, `/modules/${moduleId}/activities`, {
    unitId,
    type: 'form',
    title: 'Plant quiz',
    content: { type: 'form', questions: plantQuiz },
  });
  const reading = await post(token, `/modules/${moduleId}/activities`, {
    unitId,
    type: 'ebook',
    title: 'Read about leaves',
  });
  await post(token, `/modules/${moduleId}/publish`);
  return { moduleId: moduleId as string, quizId: quiz.id as string, readingId: reading.id };
}

const answer = (token: string, id: string, items: object[], key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/sparked-api/lti/deep-links/${id}/answer`,
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: { items },
  });

/** Verifies an answer as the LMS does: with Sparked's published key set, for its own issuer. */
async function verifiedAsTheLms(jwt: string): Promise<JWTPayload & Record<string, unknown>> {
  const jwks = await t.app.inject({ url: '/lti/jwks' });
  expect(jwks.statusCode).toBe(200);
  const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks.json()), {
    algorithms: ['RS256'],
    issuer: lms.clientId,
    audience: lms.issuer,
    requiredClaims: ['iat', 'exp', 'nonce'],
  });
  return payload as JWTPayload & Record<string, unknown>;
}

const deepLinkCount = async () =>
  (await t.database.db.select({ n: count() }).from(ltiDeepLinks))[0]?.n ?? 0;

describe('a deep linking request from an instructor', () => {
  it('lands on the picker, and the signed answer verifies against /lti/jwks with every claim', async () => {
    const data = `opaque-${randomUUID()}`;
    const { token, id } = await deepLinkAs({ data });
    const { moduleId, quizId, readingId } = await publishedModule(token, 'Photosynthesis');

    const picker = await t.app.inject({
      url: `/sparked-api/lti/deep-links/${id}`,
      headers: bearer(token),
    });
    expect(picker.statusCode, picker.body).toBe(200);
    expect(picker.json().data).toMatchObject({
      platformName: 'Moodle of Year 8',
      courseTitle: 'Year 8 Science',
      acceptMultiple: true,
      answered: false,
      modules: [
        {
          id: moduleId,
          title: 'Photosynthesis',
          activities: [
            { id: quizId, type: 'form', title: 'Plant quiz', scoreMaximum: 2 },
            { id: readingId, type: 'ebook', title: 'Read about leaves', scoreMaximum: null },
          ],
        },
      ],
    });

    const answered = await answer(token, id, [
      { moduleId, activityId: null },
      { moduleId, activityId: quizId },
      { moduleId, activityId: readingId },
    ]);
    expect(answered.statusCode, answered.body).toBe(200);
    const { returnUrl, jwt } = answered.json().data;
    expect(returnUrl).toBe(lms.deepLinkReturnUrl);

    const claims = await verifiedAsTheLms(jwt);
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    expect(claims.nonce).toMatch(/^[\w-]{20,}$/);
    expect(claims[ltiClaims.deploymentId]).toBe(lms.deploymentId);
    expect(claims[ltiClaims.messageType]).toBe('LtiDeepLinkingResponse');
    expect(claims[ltiClaims.version]).toBe('1.3.0');
    expect(claims[ltiDeepLinkingClaims.data]).toBe(data);
    const items = claims[ltiDeepLinkingClaims.contentItems] as Record<string, unknown>[];
    const [classId] = (
      await t.database.db
        .select({ classId: ltiDeepLinks.classId })
        .from(ltiDeepLinks)
        .where(eq(ltiDeepLinks.id, id))
    ).map((row) => row.classId);
    expect(items).toEqual([
      {
        type: 'ltiResourceLink',
        title: 'Photosynthesis',
        url: `${origin}/student-journey/classes/${classId}/modules/${moduleId}`,
        custom: { sparked_class_id: classId, sparked_module_id: moduleId },
      },
      {
        type: 'ltiResourceLink',
        title: 'Plant quiz',
        url: `${origin}/player/classes/${classId}/modules/${moduleId}/activities/${quizId}`,
        custom: {
          sparked_class_id: classId,
          sparked_module_id: moduleId,
          sparked_activity_id: quizId,
        },
        lineItem: { label: 'Plant quiz', scoreMaximum: 2, resourceId: quizId, tag: 'sparked' },
      },
      {
        type: 'ltiResourceLink',
        title: 'Read about leaves',
        url: `${origin}/player/classes/${classId}/modules/${moduleId}/activities/${readingId}`,
        custom: {
          sparked_class_id: classId,
          sparked_module_id: moduleId,
          sparked_activity_id: readingId,
        },
      },
    ]);

    // The course's class now has the module, so its learners can play what the LMS links.
    const assigned = await t.database.db
      .select({ moduleId: classModules.moduleId })
      .from(classModules)
      .where(eq(classModules.classId, classId ?? ''));
    expect(assigned).toEqual([{ moduleId }]);
  });

  it('answers a double submit with the same token, and the relay posts it to the LMS', async () => {
    const { token, id } = await deepLinkAs();
    const { moduleId, quizId } = await publishedModule(token, 'Cells');
    const first = await answer(token, id, [{ moduleId, activityId: quizId }]);
    const again = await answer(token, id, [{ moduleId, activityId: null }]);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const { jwt } = first.json().data;
    const picker = await t.app.inject({
      url: `/sparked-api/lti/deep-links/${id}`,
      headers: bearer(token),
    });
    expect(picker.json().data.answered).toBe(true);

    const relay = await t.app.inject({
      method: 'POST',
      url: '/lti/deep-link-return',
      headers: form,
      payload: new URLSearchParams({ request: id, JWT: jwt }).toString(),
    });
    expect(relay.statusCode, relay.body).toBe(200);
    expect(relay.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(relay.headers['content-security-policy']);
    expect(policy).toContain(`form-action 'self' ${new URL(lms.deepLinkReturnUrl).origin}`);
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(policy).toContain(`frame-ancestors 'self' ${new URL(lms.authLoginUrl).origin}`);
    const action = /<form method="post" action="([^"]+)"/.exec(relay.body)?.[1] ?? '';
    const posted = /name="JWT" value="([^"]+)"/.exec(relay.body)?.[1] ?? '';
    expect(action.replaceAll('&#38;', '&')).toBe(lms.deepLinkReturnUrl);
    expect(posted).toBe(jwt);

    // The browser submits that form: the LMS receives the answer.
    const received = await fetch(lms.deepLinkReturnUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ JWT: posted }),
    });
    expect(received.status).toBe(200);
    expect(lms.deepLinkAnswers()).toContain(jwt);
    expect((await verifiedAsTheLms(jwt))[ltiClaims.deploymentId]).toBe(lms.deploymentId);
  });

  it('takes one item when the LMS does not accept several, and refuses what it cannot link', async () => {
    const { token, id } = await deepLinkAs({ accept_multiple: false });
    const { moduleId, quizId, readingId } = await publishedModule(token, 'Soil');
    const two = await answer(token, id, [
      { moduleId, activityId: quizId },
      { moduleId, activityId: readingId },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().error).toMatch(/one item/);
    const unknownModule = await answer(token, id, [{ moduleId: randomUUID(), activityId: null }]);
    expect(unknownModule.statusCode).toBe(400);
    const unknownActivity = await answer(token, id, [{ moduleId, activityId: randomUUID() }]);
    expect(unknownActivity.statusCode).toBe(400);
    const none = await answer(token, id, []);
    expect(none.statusCode).toBe(400);
    const one = await answer(token, id, [{ moduleId, activityId: readingId }]);
    expect(one.statusCode, one.body).toBe(200);
    const items = (await verifiedAsTheLms(one.json().data.jwt))[
      ltiDeepLinkingClaims.contentItems
    ] as unknown[];
    expect(items).toHaveLength(1);
  });

  it('offers only published modules the teacher authors, and nobody else reads or answers it', async () => {
    const { token, id } = await deepLinkAs();
    await post(token, '/modules', { title: 'A draft nobody may link' });
    const picker = await t.app.inject({
      url: `/sparked-api/lti/deep-links/${id}`,
      headers: bearer(token),
    });
    expect(picker.json().data.modules).toEqual([]);

    const other = await signIn(t.app, (await createUser(t.database.db, 'facilitator')).email);
    const { moduleId } = await publishedModule(other.accessToken, 'Not theirs');
    const read = await t.app.inject({
      url: `/sparked-api/lti/deep-links/${id}`,
      headers: bearer(other.accessToken),
    });
    expect(read.statusCode).toBe(404);
    expect((await answer(other.accessToken, id, [{ moduleId, activityId: null }])).statusCode).toBe(
      404,
    );
    expect((await answer(token, id, [{ moduleId, activityId: null }])).statusCode).toBe(400);
  });

  it('expires: the picker and the answer say to start again from the course', async () => {
    const { token, id } = await deepLinkAs();
    const { moduleId } = await publishedModule(token, 'Weather');
    clockOffsetMs = 3601_000;
    try {
      const read = await t.app.inject({
        url: `/sparked-api/lti/deep-links/${id}`,
        headers: bearer(token),
      });
      expect(read.statusCode).toBe(409);
      expect(read.json().error).toMatch(/expired/);
      expect((await answer(token, id, [{ moduleId, activityId: null }])).statusCode).toBe(409);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('relays nothing but the answer Sparked kept for that request', async () => {
    const { token, id } = await deepLinkAs();
    const forged = await lms.idToken({ nonce: 'x' });
    const relay = (request: string, JWT: string) =>
      t.app.inject({
        method: 'POST',
        url: '/lti/deep-link-return',
        headers: form,
        payload: new URLSearchParams({ request, JWT }).toString(),
      });
    const unanswered = await relay(id, forged);
    expect(unanswered.statusCode).toBe(401);
    expect(unanswered.body).toContain('Sparked could not open this activity');
    const { moduleId } = await publishedModule(token, 'Rocks');
    const { jwt } = (await answer(token, id, [{ moduleId, activityId: null }])).json().data;
    expect((await relay(id, forged)).statusCode).toBe(401);
    expect((await relay(randomUUID(), jwt)).statusCode).toBe(401);
    expect((await relay('not-an-id', jwt)).statusCode).toBe(400);
  });
});

describe('a deep linking request is refused, with a page and no request kept, when', () => {
  async function expectRefused(
    claims: (nonce: string) => Record<string, unknown>,
    status: number,
    says: RegExp,
  ) {
    const before = await deepLinkCount();
    const response = await launchWith(claims);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(says);
    expect(response.body).not.toContain('lms-deep-link');
    expect(await deepLinkCount()).toBe(before);
  }

  it('the deep linking settings claim is missing', async () => {
    await expectRefused(
      (nonce) => {
        const claims = lms.deepLinkingClaims(nonce);
        delete claims[ltiDeepLinkingClaims.settings];
        return claims;
      },
      400,
      /cannot read/,
    );
  });

  it('the person is a learner, or has no course role', async () => {
    await expectRefused(
      (nonce) =>
        lms.deepLinkingClaims(nonce, {}, { [ltiClaims.roles]: [membershipRole('Learner')] }),
      403,
      /Only the teachers of a course/,
    );
    await expectRefused(
      (nonce) => lms.deepLinkingClaims(nonce, {}, { [ltiClaims.roles]: [] }),
      403,
      /Only the teachers of a course/,
    );
  });

  it('accept_types does not include ltiResourceLink', async () => {
    await expectRefused(
      (nonce) => lms.deepLinkingClaims(nonce, { accept_types: ['link', 'file'] }),
      400,
      /cannot read/,
    );
    await expectRefused(
      (nonce) => lms.deepLinkingClaims(nonce, { accept_types: 'ltiResourceLink' }),
      400,
      /cannot read/,
    );
  });

  it('deep_link_return_url is missing, not a URL, or not https', async () => {
    for (const url of [undefined, 'not a url', 'http://lms.example.org/return', 'javascript:x'])
      await expectRefused(
        (nonce) => lms.deepLinkingClaims(nonce, { deep_link_return_url: url }),
        400,
        /cannot read/,
      );
  });

  it('there is no course (context) to add content to', async () => {
    await expectRefused(
      (nonce) => lms.deepLinkingClaims(nonce, {}, { [ltiClaims.context]: undefined }),
      400,
      /cannot read/,
    );
  });
});
