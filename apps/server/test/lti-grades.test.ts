import { randomUUID } from 'node:crypto';
import { ltiClaims, ltiMediaTypes, ltiServiceScopes } from '@sparked/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ltiScoreOutbox } from '../src/db/schema';
import { createMemoryStore } from '../src/http/rate-limit';
import { sentenceIn } from '../src/i18n/catalogues';
import { startJobQueue } from '../src/modules/core/job-queue';
import { createLtiAdvantage } from '../src/modules/lti/advantage';
import { ltiAdvantageRepository } from '../src/modules/lti/advantage-repository';
import { appWithLmsServices, classOfCourse, ltiOrigin as origin } from './support/lti';
import { gradeClaim, launchFrom, resourceLink } from './support/lti-launch';
import { type MockLms, type MockLmsServices, membershipRole } from './support/mock-lms';
import { publishedModule } from './support/modules';
import type { TestApp } from './support/test-app';
import { bearer, createUser, signIn } from './support/users';

let t: TestApp;
let lms: MockLms;
let services: MockLmsServices;
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
let teacherToken: string;
let classId: string;
let moduleId: string;
let activityIds: string[];

/** A sender as a running instance has one (the job's), on the test's clock. */
const sender = (app: FastifyInstance = t.app) =>
  createLtiAdvantage({ db: t.database.db, keys: app.platform.keys, now }).scores;

beforeAll(async () => {
  ({ t, lms, services } = await appWithLmsServices({ name: 'Moodle', now }));
  const teacher = await launchFrom(t.app, lms, origin, {
    sub: 'teacher-1',
    [ltiClaims.roles]: [membershipRole('Instructor')],
    ...gradeClaim(services.lineItemsUrl),
  });
  teacherToken = teacher.accessToken;
  classId = await classOfCourse(t);
  ({ moduleId, activityIds } = await publishedModule(t.app, teacherToken, { title: 'Plants' }, 3));
  const modules = await t.app.inject({
    method: 'PUT',
    url: `/sparked-api/classes/${classId}/modules`,
    headers: bearer(teacherToken),
    payload: { modules: [{ moduleId }] },
  });
  expect(modules.statusCode, modules.body).toBe(200);
});
afterAll(async () => {
  await lms.close();
  await t.close();
});

const activityPath = (activityId: string) =>
  `${origin}/player/classes/${classId}/modules/${moduleId}/activities/${activityId}`;

/** A learner launching a link to an activity, with the AGS claim (and the link's line item). */
function learnerLaunch(
  subject: string,
  link: { id: string; title: string; activityId: string; lineItem?: string },
) {
  return launchFrom(t.app, lms, origin, {
    sub: subject,
    [ltiClaims.targetLinkUri]: activityPath(link.activityId),
    ...resourceLink(link.id, link.title),
    ...gradeClaim(services.lineItemsUrl, link.lineItem),
  });
}

async function complete(token: string, activityId: string, statementId = randomUUID()) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/sparked-api/player/classes/${classId}/modules/${moduleId}/activities/${activityId}/complete`,
    headers: bearer(token),
    payload: { statementId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return statementId;
}

const scoresFor = (subject: string) =>
  services.scores.filter((score) => score.body.userId === subject);

async function gradesOf(subject: string, app: FastifyInstance = t.app) {
  const response = await app.inject({
    url: `/sparked-api/classes/${classId}/lms`,
    headers: bearer(teacherToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data;
  const user = await launchedUser(subject);
  return { link: data, student: data.students.find((s: { userId: string }) => s.userId === user) };
}

const launched = new Map<string, string>();
const launchedUser = async (subject: string) => launched.get(subject);

/** Another instance of Sparked on the same database, as after a restart. */
async function restartedApp() {
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: origin });
  const app = await buildApp({
    config,
    database: t.database,
    rateLimitStore: createMemoryStore(),
    serveWeb: false,
    now,
  });
  await app.ready();
  return app;
}

/**
 * A learner launching the link `linkId` to the `index`th activity, whose line item the LMS names
 * in the launch; answers the line item and the learner, whose user the grades view is read by.
 */
async function learnerOfLineItem(subject: string, linkId: string, title: string, index: number) {
  const lineItem = services.lineItem(linkId);
  const learner = await learnerLaunch(subject, {
    id: linkId,
    title,
    activityId: activityIds[index] ?? '',
    lineItem: lineItem.url,
  });
  launched.set(subject, learner.user.id);
  return { lineItem, learner };
}

describe('grades back to the LMS (Assignment and Grade Services)', () => {
  it('sends a completed activity’s score once, to the line item’s scores with its query string', async () => {
    const { lineItem, learner } = await learnerOfLineItem(
      'learner-once',
      'link-read-1',
      'Read 1',
      0,
    );
    const statementId = await complete(learner.accessToken, activityIds[0] ?? '');
    // A repeat of the same call (a double click) is the same attempt: nothing more is queued.
    await complete(learner.accessToken, activityIds[0] ?? '', statementId);
    expect((await gradesOf('learner-once')).student).toMatchObject({
      sent: 0,
      pending: 1,
      failed: 0,
    });

    expect(await sender().deliverDue()).toMatchObject({ sent: 1, failed: 0, waiting: 0 });
    expect(await sender().deliverDue()).toMatchObject({ sent: 0 });
    const received = scoresFor('learner-once');
    expect(received).toHaveLength(1);
    const [score] = received;
    expect(score?.lineItemId).toBe(lineItem.id);
    expect(score?.search).toBe(`?${services.query}`);
    expect(score?.contentType).toBe(ltiMediaTypes.score);
    expect(score?.body).toEqual({
      userId: 'learner-once',
      scoreGiven: 100,
      scoreMaximum: 100,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const { student, link } = await gradesOf('learner-once');
    expect(link.platformName).toBe('Moodle');
    expect(student).toMatchObject({ sent: 1, pending: 0, failed: 0, lastError: null });
    expect(student.lastSentAt).not.toBeNull();
  });

  it('asks for tokens with a client assertion that verifies against /lti/jwks, and reuses them', async () => {
    const jwks = (await t.app.inject({ url: '/lti/jwks' })).json();
    const keySet = createLocalJWKSet(jwks);
    const scoreRequests = services.tokenRequests.filter((form) =>
      form.scope?.split(' ').includes(ltiServiceScopes.score),
    );
    expect(scoreRequests.length).toBeGreaterThanOrEqual(1);
    for (const form of services.tokenRequests) {
      expect(form).toMatchObject({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      });
      const assertion = form.client_assertion ?? '';
      expect(decodeProtectedHeader(assertion).alg).toBe('RS256');
      const { payload } = await jwtVerify(assertion, keySet, {
        issuer: lms.clientId,
        subject: lms.clientId,
        audience: services.tokenUrl,
        algorithms: ['RS256'],
      });
      expect(typeof payload.jti).toBe('string');
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBeLessThanOrEqual(300);
    }
    // Another score with the same scope uses the cached token.
    const sender1 = sender();
    const learner = await learnerLaunch('learner-token', {
      id: 'link-read-1',
      title: 'Read 1',
      activityId: activityIds[0] ?? '',
    });
    await complete(learner.accessToken, activityIds[0] ?? '');
    await complete(learner.accessToken, activityIds[1] ?? '');
    const before = services.tokenRequests.length;
    expect(await sender1.deliverDue()).toMatchObject({ sent: 1 });
    expect(services.tokenRequests.length).toBe(before + 1);
    const learner2 = await learnerLaunch('learner-token-2', {
      id: 'link-read-1',
      title: 'Read 1',
      activityId: activityIds[0] ?? '',
    });
    await complete(learner2.accessToken, activityIds[0] ?? '');
    expect(await sender1.deliverDue()).toMatchObject({ sent: 1 });
    expect(services.tokenRequests.length).toBe(before + 1);
    expect(new Set(services.tokenRequests.map((form) => form.client_assertion)).size).toBe(
      services.tokenRequests.length,
    );
  });

  it('makes a line item once with the line-items service when the launch named none', async () => {
    const posts = services.lineItemPosts.length;
    const link = { id: 'link-no-item', title: 'Read 2 (graded)', activityId: activityIds[1] ?? '' };
    const first = await learnerLaunch('learner-item-1', link);
    const second = await learnerLaunch('learner-item-2', link);
    await complete(first.accessToken, activityIds[0] ?? '');
    await complete(first.accessToken, activityIds[1] ?? '');
    await complete(second.accessToken, activityIds[0] ?? '');
    await complete(second.accessToken, activityIds[1] ?? '');
    expect(await sender().deliverDue()).toMatchObject({ sent: 2, failed: 0 });
    expect(services.lineItemPosts.slice(posts)).toEqual([
      {
        scoreMaximum: 100,
        label: 'Read 2 (graded)',
        resourceLinkId: 'link-no-item',
        resourceId: activityIds[1],
        tag: 'sparked',
        contentType: ltiMediaTypes.lineItem,
      },
    ]);
    const [a, b] = [scoresFor('learner-item-1'), scoresFor('learner-item-2')];
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(1);
    expect(a[0]?.lineItemId).toBe(b[0]?.lineItemId);
    expect(a[0]?.search).toBe(`?${services.query}`);

    // Another launch of the link (no line item in its claim) keeps the one made.
    const third = await learnerLaunch('learner-item-3', link);
    await complete(third.accessToken, activityIds[0] ?? '');
    await complete(third.accessToken, activityIds[1] ?? '');
    await sender().deliverDue();
    expect(services.lineItemPosts.length).toBe(posts + 1);
    expect(scoresFor('learner-item-3')[0]?.lineItemId).toBe(a[0]?.lineItemId);
  });

  it('keeps a score pending while the LMS is down and sends it once it is back, after a restart', async () => {
    const { lineItem, learner } = await learnerOfLineItem('learner-down', 'link-down', 'Read 3', 2);
    for (const activityId of activityIds) await complete(learner.accessToken, activityId);
    services.down();
    expect(await sender().deliverDue()).toMatchObject({ sent: 0, waiting: 1 });
    const { student } = await gradesOf('learner-down');
    expect(student).toMatchObject({ sent: 0, pending: 1, failed: 0 });
    expect(student.lastError).toMatch(/503/);
    // Backing off: an immediate second round does not knock again.
    expect(await sender().deliverDue()).toMatchObject({ sent: 0, waiting: 0 });
    offsetMs += 3_000;
    expect(await sender().deliverDue()).toMatchObject({ sent: 0, waiting: 1 });
    const [row] = await t.database.db
      .select()
      .from(ltiScoreOutbox)
      .where(eq(ltiScoreOutbox.userId, learner.user.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });

    // Sparked restarts (a new app on the same database) while the LMS comes back.
    services.up();
    const second = await restartedApp();
    try {
      offsetMs += 10_000;
      const delivery = sender(second);
      const queue = await startJobQueue(
        t.database,
        [{ name: 'lti/send-scores', cron: '0 0 1 1 *', run: () => delivery.deliverDue() }],
        second.log,
      );
      try {
        await queue.runNow('lti/send-scores');
        await queue.runNow('lti/send-scores');
      } finally {
        await queue.stop();
      }
      expect(scoresFor('learner-down')).toHaveLength(1);
      expect(scoresFor('learner-down')[0]?.lineItemId).toBe(lineItem.id);
      expect((await gradesOf('learner-down', second)).student).toMatchObject({
        sent: 1,
        pending: 0,
        lastError: null,
      });
    } finally {
      await second.close();
    }
  });

  it('marks a score the LMS refuses as failed, with its words, and never sends it again', async () => {
    const lineItem = services.lineItem('link-closed');
    services.refuseScores(lineItem.id);
    const learner = await learnerLaunch('learner-refused', {
      id: 'link-closed',
      title: 'Read 1 (closed)',
      activityId: activityIds[0] ?? '',
      lineItem: lineItem.url,
    });
    launched.set('learner-refused', learner.user.id);
    await complete(learner.accessToken, activityIds[0] ?? '');
    expect(await sender().deliverDue()).toMatchObject({ sent: 0, failed: 1, waiting: 0 });
    offsetMs += 60_000;
    expect(await sender().deliverDue()).toMatchObject({ sent: 0, failed: 0, waiting: 0 });
    const { student } = await gradesOf('learner-refused');
    expect(student).toMatchObject({ sent: 0, pending: 0, failed: 1 });
    expect(student.lastError).toBe(
      'The LMS did not take the score (400): invalid_request: This column is closed',
    );
    expect(student.lastErrorEntry).toEqual({
      id: 'lti.grades.score-not-taken',
      values: { status: 400, detail: 'invalid_request: This column is closed' },
    });
    // The teacher reads it in their language, the LMS's own words as they came (decision 0046).
    expect(sentenceIn('fil', student.lastError, student.lastErrorEntry)).toBe(
      'Hindi tinanggap ng LMS ang marka (400): invalid_request: This column is closed',
    );
  });

  it('sends a failed score again when a teacher of the class asks, once, and only for them', async () => {
    const lineItem = services.lineItem('link-reopened');
    services.refuseScores(lineItem.id);
    const learner = await learnerLaunch('learner-resent', {
      id: 'link-reopened',
      title: 'Read 1 (reopened)',
      activityId: activityIds[0] ?? '',
      lineItem: lineItem.url,
    });
    launched.set('learner-resent', learner.user.id);
    await complete(learner.accessToken, activityIds[0] ?? '');
    expect(await sender().deliverDue()).toMatchObject({ sent: 0, failed: 1 });
    expect((await gradesOf('learner-resent')).student).toMatchObject({ sent: 0, failed: 1 });
    const resend = (token: string, key = randomUUID(), userId = learner.user.id) =>
      t.app.inject({
        method: 'POST',
        url: `/sparked-api/classes/${classId}/lms/scores/resend`,
        headers: { ...bearer(token), 'idempotency-key': key },
        payload: { userId },
      });

    // Not a teacher of the class: refused, nothing moves.
    const other = await signIn(t.app, (await createUser(t.database.db, 'facilitator')).email);
    expect([403, 404]).toContain((await resend(other.accessToken)).statusCode);
    expect((await resend(learner.accessToken)).statusCode).toBe(403);
    expect((await gradesOf('learner-resent')).student).toMatchObject({ failed: 1, pending: 0 });

    // The LMS takes the column again; the teacher sends again: pending, then sent, once.
    services.acceptScores(lineItem.id);
    const asked = await resend(teacherToken);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toEqual({ requeued: 1 });
    expect((await gradesOf('learner-resent')).student).toMatchObject({ failed: 0, pending: 1 });
    expect(await sender().deliverDue()).toMatchObject({ sent: 1, failed: 0 });
    expect(scoresFor('learner-resent')).toHaveLength(1);
    expect((await gradesOf('learner-resent')).student).toMatchObject({
      sent: 1,
      pending: 0,
      failed: 0,
    });
    // Asked again (a double click with a new key): nothing failed is left, nothing is sent twice.
    expect((await resend(teacherToken)).json().data).toEqual({ requeued: 0 });
    expect(await sender().deliverDue()).toMatchObject({ sent: 0 });
    expect(scoresFor('learner-resent')).toHaveLength(1);
    expect((await resend(teacherToken, randomUUID(), 'not-a-student')).statusCode).toBe(400);
  });

  it('scores a link to a whole module by the share of its activities done, graded at the end', async () => {
    const lineItem = services.lineItem('link-module');
    const learner = await launchFrom(t.app, lms, origin, {
      sub: 'learner-module',
      [ltiClaims.targetLinkUri]: `${origin}/player/classes/${classId}/modules/${moduleId}`,
      ...resourceLink('link-module', 'Plants (whole module)'),
      ...gradeClaim(services.lineItemsUrl, lineItem.url),
    });
    for (const activityId of activityIds) await complete(learner.accessToken, activityId);
    expect(await sender().deliverDue()).toMatchObject({ sent: 3, failed: 0 });
    expect(
      scoresFor('learner-module').map(({ body }) => [
        body.scoreGiven,
        body.activityProgress,
        body.gradingProgress,
      ]),
    ).toEqual([
      [33.33, 'InProgress', 'Pending'],
      [66.67, 'InProgress', 'Pending'],
      [100, 'Completed', 'FullyGraded'],
    ]);
  });

  it('lets two senders work the outbox at once without sending a score twice', async () => {
    const lineItem = services.lineItem('link-crowd');
    const subjects = ['crowd-1', 'crowd-2', 'crowd-3', 'crowd-4', 'crowd-5'];
    for (const subject of subjects) {
      const learner = await learnerLaunch(subject, {
        id: 'link-crowd',
        title: 'Read 2 (crowd)',
        activityId: activityIds[1] ?? '',
        lineItem: lineItem.url,
      });
      await complete(learner.accessToken, activityIds[0] ?? '');
      await complete(learner.accessToken, activityIds[1] ?? '');
    }
    const [a, b] = await Promise.all([sender().deliverDue(), sender().deliverDue()]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(5);
    expect(subjects.map((subject) => scoresFor(subject).length)).toEqual([1, 1, 1, 1, 1]);
  });

  it('reaches the LMS within seconds of a completion while the job runs', async () => {
    const { learner } = await learnerOfLineItem('learner-timed', 'link-timed', 'Read 1 (timed)', 0);
    const job = sender();
    // The job as it runs in production: polling the outbox each second.
    const running = job.run(15_000, 1_000);
    try {
      const completedAt = Date.now();
      await complete(learner.accessToken, activityIds[0] ?? '');
      while (scoresFor('learner-timed').length === 0 && Date.now() - completedAt < 10_000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const [score] = scoresFor('learner-timed');
      expect(score).toBeDefined();
      const ms = (score?.at ?? 0) - completedAt;
      console.info(`completion to score received at the mock LMS: ${ms} ms`);
      expect(ms).toBeLessThan(3_000);
    } finally {
      job.stop();
      await running;
    }
  });

  it('shows a class no LMS launched as not linked, and refuses a teacher of another class', async () => {
    const other = await signIn(t.app, (await createUser(t.database.db, 'facilitator')).email);
    const created = await t.app.inject({
      method: 'POST',
      url: '/sparked-api/classes',
      headers: bearer(other.accessToken),
      payload: { name: 'Not from an LMS', joinMode: 'open' },
    });
    const own = await t.app.inject({
      url: `/sparked-api/classes/${created.json().data.id}/lms`,
      headers: bearer(other.accessToken),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toBeNull();
    const theirs = await t.app.inject({
      url: `/sparked-api/classes/${classId}/lms`,
      headers: bearer(other.accessToken),
    });
    expect([403, 404]).toContain(theirs.statusCode);
  });
});

describe('a score while the LMS is down for a minute and Sparked restarts meanwhile', () => {
  const outboxOf = async (userId: string) =>
    t.database.db.select().from(ltiScoreOutbox).where(eq(ltiScoreOutbox.userId, userId));

  it('reaches the LMS exactly once, though the instance that held it died mid-send', async () => {
    const { lineItem, learner } = await learnerOfLineItem(
      'learner-minute',
      'link-minute',
      'Read 1 (the LMS down a minute)',
      0,
    );
    await complete(learner.accessToken, activityIds[0] ?? '');
    services.down();
    const downSince = offsetMs;

    // The running instance knocks each time the score is due, backing off, for half a minute.
    while (offsetMs - downSince < 30_000) {
      await sender().deliverDue();
      offsetMs += 5_000;
    }
    const [waiting] = await outboxOf(learner.user.id);
    expect(waiting?.status).toBe('pending');
    expect(waiting?.attempts).toBeGreaterThanOrEqual(3);
    // When it is next due, the instance claims the score and dies before the LMS answers: its
    // lease, as a sender with the 10 s timeout takes it, is all that is left of it.
    offsetMs += Math.max(0, (waiting?.nextAttemptAt.getTime() ?? 0) - now().getTime()) + 1_000;
    const leaseUntil = new Date(now().getTime() + 60_000);
    expect(await ltiAdvantageRepository.claimDue(t.database.db, now(), leaseUntil, 100)).toContain(
      waiting?.id,
    );

    const second = await restartedApp();
    try {
      // The new instance, while the LMS is still down and the dead one's lease holds: nothing.
      while (offsetMs - downSince < 60_000) {
        await sender(second).deliverDue();
        offsetMs += 5_000;
      }
      services.up();
      await sender(second).deliverDue();
      expect(scoresFor('learner-minute')).toHaveLength(0);

      // The lease runs out: the new instance sends it, once, whoever looks again after.
      offsetMs = leaseUntil.getTime() - Date.now() + 1_000;
      await sender(second).deliverDue();
      await Promise.all([sender(second).deliverDue(), sender().deliverDue()]);
      offsetMs += 10 * 60_000;
      await Promise.all([sender(second).deliverDue(), sender().deliverDue()]);
      expect(scoresFor('learner-minute')).toHaveLength(1);
      expect(scoresFor('learner-minute')[0]?.lineItemId).toBe(lineItem.id);
      const [sent] = await outboxOf(learner.user.id);
      expect(sent?.status).toBe('sent');
      expect((await gradesOf('learner-minute', second)).student).toMatchObject({
        sent: 1,
        pending: 0,
        failed: 0,
        lastError: null,
      });
    } finally {
      await second.close();
    }
  });
});
