import { ltiClaims } from '@sparked/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  classes,
  classMembers,
  classTeachers,
  ltiContexts,
  users,
} from '../src/db/schema';
import { appWithLms, ltiOrigin as origin } from './support/lti';
import { form, handoverOf, html, type LaunchOptions, postLaunch } from './support/lti-launch';
import { createMockLms, type MockLms, membershipRole } from './support/mock-lms';
import type { TestApp } from './support/test-app';
import { bearer, createUser, type SignedIn, signIn } from './support/users';

let t: TestApp;
let admin: SignedIn;
let lms: MockLms;
let platformId: string;
/** Moves the app's clock on, so the key set may be fetched again. */
let clockOffsetMs = 0;

beforeAll(async () => {
  ({ t, lms, admin, platformId } = await appWithLms({
    now: () => new Date(Date.now() + clockOffsetMs),
  }));
});
afterAll(async () => {
  await lms.close();
  await t.close();
});

const register = (body: object, token = admin.accessToken) =>
  t.app.inject({
    method: 'POST',
    url: '/sparked-api/lti/platforms',
    headers: bearer(token),
    payload: body,
  });

/** The third-party initiated login, as the LMS's browser sends it: the platform's redirect. */
async function login(from: MockLms = lms, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    iss: from.issuer,
    login_hint: 'hint-1',
    target_link_uri: `${origin}/learn`,
    lti_message_hint: 'message-hint-1',
    client_id: from.clientId,
    lti_deployment_id: from.deploymentId,
    ...extra,
  });
  const response = await t.app.inject({ method: 'GET', url: `/lti/login?${query}`, headers: html });
  expect(response.statusCode, response.body).toBe(302);
  const location = new URL(String(response.headers.location));
  return {
    location,
    state: location.searchParams.get('state') ?? '',
    nonce: location.searchParams.get('nonce') ?? '',
  };
}

const launch = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/lti/launch',
    headers: form,
    payload: new URLSearchParams(fields).toString(),
  });

/** Login, then the platform posts an id_token made from the login's nonce. */
async function launchWith(
  claims: (nonce: string) => Record<string, unknown> = (nonce) => lms.claims(nonce),
  sign: Parameters<MockLms['idToken']>[1] = {},
) {
  const { state, nonce } = await login();
  const idToken = await lms.idToken(claims(nonce), sign);
  return { response: await launch({ id_token: idToken, state }), state, idToken };
}

async function exchange(code: string) {
  return t.app.inject({ method: 'POST', url: '/sparked-api/lti/sessions', payload: { code } });
}

describe('registering an LMS (admins only)', () => {
  it('creates, lists, reads, changes and removes a platform, each change audited', async () => {
    const other = await createMockLms();
    const created = await register(other.registration('Moodle'));
    expect(created.statusCode).toBe(201);
    const platform = created.json().data;
    expect(platform).toMatchObject({
      name: 'Moodle',
      issuer: other.issuer,
      deploymentIds: ['deployment-1'],
    });

    const list = await t.app.inject({
      url: '/sparked-api/lti/platforms',
      headers: bearer(admin.accessToken),
    });
    expect(list.json().data.map((p: { id: string }) => p.id)).toContain(platform.id);
    const one = await t.app.inject({
      url: `/sparked-api/lti/platforms/${platform.id}`,
      headers: bearer(admin.accessToken),
    });
    expect(one.json().data.clientId).toBe(other.clientId);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/sparked-api/lti/platforms/${platform.id}`,
      headers: bearer(admin.accessToken),
      payload: { ...other.registration('Moodle'), deploymentIds: ['deployment-1', 'deployment-2'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.deploymentIds).toEqual(['deployment-1', 'deployment-2']);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/sparked-api/lti/platforms/${platform.id}`,
      headers: bearer(admin.accessToken),
    });
    expect(removed.statusCode).toBe(204);
    const gone = await t.app.inject({
      url: `/sparked-api/lti/platforms/${platform.id}`,
      headers: bearer(admin.accessToken),
    });
    expect(gone.statusCode).toBe(404);

    const audit = await t.database.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.target, `lti-platform:${platform.id}`));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'lti.platform.create',
      'lti.platform.delete',
      'lti.platform.update',
    ]);
    await other.close();
  });

  it('refuses the same issuer and client id twice with a 409', async () => {
    const again = await register(lms.registration('Again'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/already registered/);
  });

  it('answers bad registrations with a 400 that names the field', async () => {
    const good = lms.registration();
    const cases: Array<[object, string]> = [
      [{ ...good, clientId: 'other', keysetUrl: 'http://lms.example.org/jwks' }, 'keysetUrl'],
      [{ ...good, clientId: 'other', authLoginUrl: 'javascript:alert(1)' }, 'authLoginUrl'],
      [{ ...good, clientId: 'other', deploymentIds: [] }, 'deploymentIds'],
      [{ ...good, clientId: 'other', deploymentIds: [''] }, 'deploymentIds.0'],
      [{ ...good, clientId: '' }, 'clientId'],
    ];
    for (const [body, field] of cases) {
      const response = await register(body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().issues[0].path, field).toBe(field);
    }
  });

  it('refuses facilitators and students', async () => {
    for (const role of ['facilitator', 'student'] as const) {
      const { accessToken } = await signIn(t.app, (await createUser(t.database.db, role)).email);
      expect((await register(lms.registration(), accessToken)).statusCode).toBe(403);
      const list = await t.app.inject({
        url: '/sparked-api/lti/platforms',
        headers: bearer(accessToken),
      });
      expect(list.statusCode).toBe(403);
    }
  });
});

describe('the third-party initiated login', () => {
  it('redirects to the platform with an OpenID Connect request that comes back to the launch', async () => {
    const { location, state, nonce } = await login();
    expect(`${location.origin}${location.pathname}`).toBe(lms.authLoginUrl);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: lms.clientId,
      redirect_uri: `${origin}/lti/launch`,
      login_hint: 'hint-1',
      lti_message_hint: 'message-hint-1',
    });
    expect(state.split('.')).toHaveLength(3);
    expect(nonce.length).toBeGreaterThanOrEqual(32);
  });

  it('takes the same parameters as a posted form', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/lti/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        iss: lms.issuer,
        login_hint: 'hint-2',
        target_link_uri: `${origin}/learn`,
        client_id: lms.clientId,
      }).toString(),
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get('login_hint')).toBe('hint-2');
    expect(location.searchParams.has('lti_message_hint')).toBe(false);
  });

  it('refuses an unknown issuer, an unknown deployment and a target elsewhere with a page', async () => {
    const query = (extra: Record<string, string>) =>
      new URLSearchParams({
        iss: lms.issuer,
        login_hint: 'h',
        target_link_uri: `${origin}/learn`,
        client_id: lms.clientId,
        ...extra,
      });
    const refused: Array<Record<string, string>> = [
      { iss: 'https://unknown-lms.example.test' },
      { lti_deployment_id: 'deployment-unknown' },
      { target_link_uri: 'https://evil.example.test/learn' },
    ];
    for (const extra of refused) {
      const response = await t.app.inject({ url: `/lti/login?${query(extra)}`, headers: html });
      expect(response.statusCode, JSON.stringify(extra)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Sparked could not open this activity');
      expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });
});

describe('a launch', () => {
  it('makes a learner without email or name, their class, enrols them, and the code signs them in', async () => {
    const subject = 'learner-without-name';
    const { response } = await launchWith((nonce) => lms.claims(nonce, { sub: subject }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(String(response.headers['content-security-policy'])).toContain(
      `frame-ancestors 'self' ${lms.issuer}`,
    );
    expect(response.headers['x-frame-options']).toBeUndefined();
    const { code, to, link } = handoverOf(response.body);
    expect(link.startsWith('/lms-launch#')).toBe(true);
    expect(to).toBe('/learn');

    const session = await exchange(code);
    expect(session.statusCode, session.body).toBe(200);
    const { accessToken, user } = session.json().data;
    expect(user.role).toBe('student');
    expect(user.firstName).toBe('Learner');
    expect(user.email).toMatch(/@lms\.invalid$/);
    const me = await t.app.inject({ url: '/sso/auth/me', headers: bearer(accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(user.id);

    const [context] = await t.database.db
      .select()
      .from(ltiContexts)
      .where(eq(ltiContexts.contextId, 'course-1'));
    expect(context).toBeDefined();
    const [course] = await t.database.db
      .select()
      .from(classes)
      .where(eq(classes.id, context?.classId ?? ''));
    expect(course?.name).toBe('Year 8 Science');
    expect(course?.ownerId).toBe(admin.user.id);
    const members = await t.database.db
      .select()
      .from(classMembers)
      .where(eq(classMembers.userId, user.id));
    expect(members).toEqual([expect.objectContaining({ classId: course?.id, status: 'active' })]);
    const myClasses = await t.app.inject({
      url: '/sparked-api/my/classes',
      headers: bearer(accessToken),
    });
    expect(myClasses.statusCode).toBe(200);

    // The code works once; the same person launching again is the same account.
    expect((await exchange(code)).statusCode).toBe(401);
    const again = await launchWith((nonce) => lms.claims(nonce, { sub: subject }));
    const second = (await exchange(handoverOf(again.response.body).code)).json().data.user;
    expect(second.id).toBe(user.id);
  });

  it('makes an instructor a facilitator who teaches the course, and keeps optional claims', async () => {
    const { response } = await launchWith((nonce) =>
      lms.claims(nonce, {
        sub: 'teacher-1',
        given_name: 'Ada',
        family_name: 'Lovelace',
        email: 'ada@school.example',
        [ltiClaims.roles]: [
          membershipRole('Instructor'),
          'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator',
        ],
        [ltiClaims.context]: { id: 'course-2', title: 'Year 9 Physics' },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { user } = (await exchange(handoverOf(response.body).code)).json().data;
    expect(user).toMatchObject({ role: 'facilitator', firstName: 'Ada', lastName: 'Lovelace' });
    // The LMS's email is not trusted: it never becomes the account's address.
    expect(user.email).toMatch(/@lms\.invalid$/);
    const [context] = await t.database.db
      .select()
      .from(ltiContexts)
      .where(eq(ltiContexts.contextId, 'course-2'));
    const [course] = await t.database.db
      .select()
      .from(classes)
      .where(eq(classes.id, context?.classId ?? ''));
    expect(course?.ownerId).toBe(user.id);

    // A teaching assistant of the first course becomes its co-teacher.
    const assistant = await launchWith((nonce) =>
      lms.claims(nonce, {
        sub: 'assistant-1',
        [ltiClaims.roles]: [membershipRole('Instructor#TeachingAssistant')],
      }),
    );
    const helper = (await exchange(handoverOf(assistant.response.body).code)).json().data.user;
    expect(helper.role).toBe('facilitator');
    const [first] = await t.database.db
      .select()
      .from(ltiContexts)
      .where(eq(ltiContexts.contextId, 'course-1'));
    const teachers = await t.database.db
      .select()
      .from(classTeachers)
      .where(eq(classTeachers.classId, first?.classId ?? ''));
    expect(teachers.map((row) => row.userId)).toContain(helper.id);
  });

  it('signs in a launch without a context, names or optional claims, and never makes an admin', async () => {
    const { response } = await launchWith((nonce) => {
      const claims = lms.claims(nonce, {
        sub: 'institution-admin',
        [ltiClaims.roles]: [
          'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator',
        ],
      });
      delete claims[ltiClaims.context];
      return claims;
    });
    expect(response.statusCode, response.body).toBe(200);
    const { user } = (await exchange(handoverOf(response.body).code)).json().data;
    expect(user.role).toBe('student');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('student');
  });
});

describe('a launch is refused, with a page and no account, when', () => {
  type Answer = Awaited<ReturnType<typeof launch>>;
  async function expectRefused(result: Promise<{ response: Answer } | Answer>, status: number) {
    const awaited = await result;
    const response = 'response' in awaited ? awaited.response : awaited;
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Sparked could not open this activity');
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+|lms-launch/);
    return response;
  }

  it('the signature is not the platform’s', async () => {
    const stranger = await lms.strangerKey();
    await expectRefused(launchWith(undefined, { key: stranger, kid: stranger.kid }), 401);
  });

  it('the token is signed by a key the platform had not published (tampered header)', async () => {
    const { state, nonce } = await login();
    const token = await lms.idToken(lms.claims(nonce));
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;
    await expectRefused(launch({ id_token: forged, state }), 401);
  });

  it('the kid is unknown until the key set is fetched again after the LMS rotates', async () => {
    const ok = await launchWith();
    expect(ok.response.statusCode).toBe(200);
    const fetches = lms.keySetFetches();
    await lms.rotate();
    // Within the cool-down the key set is not fetched again: the unknown kid is refused.
    await expectRefused(launchWith(), 401);
    expect(lms.keySetFetches()).toBe(fetches);
    clockOffsetMs += 11_000;
    const rotated = await launchWith();
    expect(rotated.response.statusCode, rotated.response.body).toBe(200);
    expect(lms.keySetFetches()).toBe(fetches + 1);
  });

  it('aud is another client', async () => {
    await expectRefused(launchWith(undefined, { audience: 'another-client' }), 401);
  });

  it('there are several audiences and azp is not the client id', async () => {
    const audience = [lms.clientId, 'another-client'];
    await expectRefused(launchWith(undefined, { audience }), 401);
    await expectRefused(
      launchWith((nonce) => lms.claims(nonce, { azp: 'another-client' }), { audience }),
      401,
    );
    const fine = await launchWith((nonce) => lms.claims(nonce, { azp: lms.clientId }), {
      audience,
    });
    expect(fine.response.statusCode).toBe(200);
  });

  it('the nonce was used before (a replay)', async () => {
    const first = await launchWith();
    expect(first.response.statusCode).toBe(200);
    await expectRefused(launch({ id_token: first.idToken, state: first.state }), 401);
  });

  it('the id_token nonce is not the one of the login', async () => {
    await expectRefused(
      launchWith(() => lms.claims('another-nonce')),
      401,
    );
  });

  it('the token has expired', async () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 900;
    await expectRefused(launchWith(undefined, { issuedAt, expiresIn: 300 }), 401);
  });

  it('the deployment is not registered', async () => {
    await expectRefused(
      launchWith((nonce) => lms.claims(nonce, { [ltiClaims.deploymentId]: 'deployment-unknown' })),
      403,
    );
  });

  it('the message type is not one Sparked answers', async () => {
    await expectRefused(
      launchWith((nonce) =>
        lms.claims(nonce, { [ltiClaims.messageType]: 'LtiSubmissionReviewRequest' }),
      ),
      400,
    );
    // Deep linking requests are answered now: lti-deep-linking.test.ts has their refusals.
  });

  it('the version is not 1.3.0', async () => {
    await expectRefused(
      launchWith((nonce) => lms.claims(nonce, { [ltiClaims.version]: '1.1' })),
      400,
    );
  });

  it('a required claim is missing', async () => {
    for (const claim of [
      ltiClaims.roles,
      ltiClaims.resourceLink,
      ltiClaims.targetLinkUri,
      'sub',
      ltiClaims.deploymentId,
    ]) {
      await expectRefused(
        launchWith((nonce) => {
          const claims = lms.claims(nonce);
          delete claims[claim];
          return claims;
        }),
        400,
      );
    }
    await expectRefused(launchWith(undefined, { without: ['exp'] }), 401);
  });

  it('the state is forged, expired or missing', async () => {
    const { nonce, state } = await login();
    const idToken = await lms.idToken(lms.claims(nonce));
    const [header, payload, signature] = state.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, platform: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${signature}`;
    await expectRefused(launch({ id_token: idToken, state: forged }), 401);
    await expectRefused(launch({ id_token: idToken, state: 'not-a-state' }), 401);
    clockOffsetMs += 11 * 60_000;
    try {
      await expectRefused(launch({ id_token: idToken, state }), 401);
    } finally {
      clockOffsetMs -= 11 * 60_000;
    }
    await expectRefused(launch({ id_token: idToken }), 400);
  });

  it('the issuer is not the platform of the login, or not registered at all', async () => {
    await expectRefused(launchWith(undefined, { issuer: 'https://unknown-lms.example.test' }), 401);
    const unregistered = await createMockLms();
    const response = await t.app.inject({
      url: `/lti/login?${new URLSearchParams({ iss: unregistered.issuer, login_hint: 'h', target_link_uri: `${origin}/learn` })}`,
      headers: html,
    });
    expect(response.statusCode).toBe(403);
    await unregistered.close();
  });

  it('the platform was removed after the login', async () => {
    const other = await createMockLms();
    const created = (await register(other.registration('Soon removed'))).json().data;
    const { state, nonce } = await login(other);
    await t.app.inject({
      method: 'DELETE',
      url: `/sparked-api/lti/platforms/${created.id}`,
      headers: bearer(admin.accessToken),
    });
    await expectRefused(launch({ id_token: await other.idToken(other.claims(nonce)), state }), 403);
    await other.close();
  });

  it('a program without HTML gets the one JSON error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/lti/launch',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id_token=x&state=y',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
  });
});

describe('the tool key set', () => {
  it('publishes Sparked’s RS256 public keys, and nothing private', async () => {
    const response = await t.app.inject({ url: '/lti/jwks' });
    expect(response.statusCode).toBe(200);
    const { keys } = response.json();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(Object.keys(key).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    }
    expect(platformId).toBeDefined();
  });
});

describe('a new tab opened from the LMS frame', () => {
  const handover = (accessToken: string, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/sparked-api/lti/handovers',
      headers: { ...bearer(accessToken), 'idempotency-key': key },
    });

  it('gets a fresh one-time code that signs the same person in once, as a session of its own', async () => {
    const { response } = await launchWith((nonce) => lms.claims(nonce, { sub: 'tab-opener' }));
    const framed = (await exchange(handoverOf(response.body).code)).json().data;

    const first = await handover(framed.accessToken, 'open-tab-1');
    expect(first.statusCode, first.body).toBe(201);
    const { code } = first.json().data;
    expect(code).toMatch(/^[\w-]{40,}$/);
    // The same click sent twice answers the same code, not a second one.
    expect((await handover(framed.accessToken, 'open-tab-1')).json().data.code).toBe(code);
    expect((await handover(framed.accessToken, 'open-tab-2')).json().data.code).not.toBe(code);

    const tab = await exchange(code);
    expect(tab.statusCode, tab.body).toBe(200);
    expect(tab.json().data.user.id).toBe(framed.user.id);
    expect(tab.json().data.refreshToken).not.toBe(framed.refreshToken);
    expect((await exchange(code)).statusCode).toBe(401);
  });

  it('is for signed-in people only', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/sparked-api/lti/handovers' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('linking an LMS identity to an existing Sparked account', () => {
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/sparked-api/lti/${url}`,
      headers: { ...bearer(token), 'idempotency-key': crypto.randomUUID() },
      ...(payload ? { payload } : {}),
    });
  const launchAs = async (sub: string) => {
    const { response } = await launchWith((nonce) => lms.claims(nonce, { sub }));
    return (await exchange(handoverOf(response.body).code)).json().data;
  };

  it('moves the identity to the Sparked account signed in after, once, audited', async () => {
    const lmsAccount = await launchAs('learner-with-an-account');
    const answer = await post('link-tickets', lmsAccount.accessToken);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.platformName).toBe('Mock LMS');
    const ticket = { ticket: answer.json().data.ticket };
    const own = await signIn(t.app, (await createUser(t.database.db, 'student')).email);

    // The account the LMS made cannot spend its own ticket.
    const self = await post('links', lmsAccount.accessToken, ticket);
    expect(self.statusCode).toBe(409);
    const linked = await post('links', own.accessToken, ticket);
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().data).toEqual({ platformName: 'Mock LMS' });
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'lti.account.link'));
    expect(entry).toMatchObject({ actorId: own.user.id, target: `user:${own.user.id}` });

    // Launches from now on sign in to the Sparked account.
    expect((await launchAs('learner-with-an-account')).user.id).toBe(own.user.id);
    // Once: the ticket is spent, for this account and any other.
    const other = await signIn(t.app, (await createUser(t.database.db, 'student')).email);
    expect((await post('links', own.accessToken, ticket)).statusCode).toBe(409);
    expect((await post('links', other.accessToken, ticket)).statusCode).toBe(409);
  });

  it('refuses a ticket for an account the LMS did not make, and a forged one', async () => {
    const own = await signIn(t.app, (await createUser(t.database.db, 'student')).email);
    expect((await post('link-tickets', own.accessToken)).statusCode).toBe(409);
    const lmsAccount = await launchAs('learner-forging');
    const { ticket } = (await post('link-tickets', lmsAccount.accessToken)).json().data;
    const [header, payload] = ticket.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    const refused = await post('links', own.accessToken, { ticket: forged });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/expired/);
  });
});

describe('a launch is refused, with a page and no account, also when', () => {
  // From an address of its own: the tests above spend most of one address's launches for the
  // rate limit's window. The checks are those of the refusals above: a page, no stack trace.
  const launchSigned = (sign: LaunchOptions['sign']) =>
    postLaunch(t.app, lms, origin, {}, { sign, remoteAddress: '203.0.113.37' });
  async function expectRefusedPage(sign: LaunchOptions['sign']) {
    const response = await launchSigned(sign);
    expect(response.statusCode, response.body).toBe(401);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Sparked could not open this activity');
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+|lms-launch/);
  }

  it('the token was issued in the future, beyond a minute of clock difference', async () => {
    await expectRefusedPage({ issuedAt: Math.floor(Date.now() / 1000) + 600 });
    // Within the minute allowed for clocks apart, it is taken.
    const near = await launchSigned({ issuedAt: Math.floor(Date.now() / 1000) + 30 });
    expect(near.statusCode, near.body).toBe(200);
  });

  it('iat, nonce, aud or iss is missing', async () => {
    for (const claim of ['iat', 'nonce', 'aud', 'iss'])
      await expectRefusedPage({ without: [claim] });
  });
});
