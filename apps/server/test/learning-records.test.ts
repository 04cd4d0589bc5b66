import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { auditEntries, learningStatements, lrsOutbox } from '../src/db/schema';
import { createMemoryStore } from '../src/http/rate-limit';
import { sentenceIn } from '../src/i18n/catalogues';
import { startJobQueue } from '../src/modules/core/job-queue';
import { learningRepository } from '../src/modules/learning/repository';
import {
  createHttpLrsClient,
  createLearningRecords,
  queueForLearningRecordStore,
} from '../src/modules/learning-records';
import { learningRecordsRepository } from '../src/modules/learning-records/repository';
import { callApi, type Method, tokenOf } from './support/api';
import { type FakeLrs, fakeLrs } from './support/fake-lrs';
import { learningClass } from './support/learning-class';
import { plantQuiz } from './support/modules';
import { createTestApp, type TestApp } from './support/test-app';
import { registerStudent } from './support/users';

const basic = `Basic ${Buffer.from('sparked:s3cret-key').toString('base64')}`;
const env = {
  XAPI_LRS_USERNAME: 'sparked',
  XAPI_LRS_PASSWORD: 's3cret-key',
  XAPI_LRS_TIMEOUT_SECONDS: '1',
  XAPI_LRS_BATCH_SIZE: '5',
};

let lrs: FakeLrs;
let t: TestApp;
let clock = new Date('2027-03-01T09:00:00Z');
const now = () => clock;
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
let config: ReturnType<typeof loadConfig>;
/** A sender as a running instance has one, on the test's clock. */
const sender = () => createLearningRecords({ db: t.database.db, config, now }).delivery;
let admin: string;
let teacher: string;
let place: { classId: string; userId: string };

beforeAll(async () => {
  lrs = await fakeLrs({ authorization: basic });
  const full = { ...env, XAPI_LRS_ENDPOINT: lrs.url };
  config = loadConfig({ LOG_LEVEL: 'silent', ...full });
  t = await createTestApp(full, now);
  admin = await tokenOf(t, 'admin');
  teacher = await tokenOf(t, 'facilitator');
  const { classId, students } = await learningClass(t.app, teacher, ['Rosa'], 1);
  const [rosa] = students;
  if (!rosa) throw new Error('one student');
  place = { classId, userId: rosa.userId };
});
afterAll(async () => {
  await t.close();
  await lrs.close();
});
beforeEach(async () => {
  // Each test starts with an empty outbox and a working store.
  lrs.normal();
  later(3600);
  await sender().deliverDue();
  await t.database.db.delete(lrsOutbox);
});

const call = (token: string | null, method: Method, url: string, payload?: object) =>
  callApi(t, token, method, url, payload);

/** Statements written as the activity engine writes them, each queued in its own transaction. */
async function writeStatements(count: number) {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = randomUUID();
    await t.database.db.transaction(async (tx) => {
      await learningRepository.insertStatement(tx, {
        id,
        userId: place.userId,
        classId: place.classId,
        moduleId: randomUUID(),
        moduleVersion: 1,
        activityId: randomUUID(),
        verb: index % 2 === 0 ? 'completed' : 'passed',
        reply: {},
        outcome: {
          score: { scaled: (80 + (index % 20)) / 100, raw: 80 + (index % 20), min: 0, max: 100 },
          success: true,
          completion: true,
        },
        activityType: 'ebook',
        activityTitle: `Statement ${index + 1}`,
        moduleTitle: 'Delivered module',
      });
      await queueForLearningRecordStore(tx, id);
    });
    ids.push(id);
  }
  return ids;
}

const outbox = () => t.database.db.select().from(lrsOutbox);
const onceEach = (ids: readonly string[]) => ids.map((id) => lrs.writes.get(id) ?? 0);

describe('sending statements to the learning record store', () => {
  it('delivers what a student’s play through the API writes, as valid xAPI, with the headers', async () => {
    const { classId, moduleId, activityIds, students, learn } = await learningClass(
      t.app,
      teacher,
      ['Ana', 'Ben'],
      3,
    );
    const [ana, ben] = students;
    if (!ana || !ben) throw new Error('two students');
    const progress = await call(
      ana.token,
      'POST',
      `/player/classes/${classId}/modules/${moduleId}/activities/${activityIds[0]}/progress`,
      { statementId: randomUUID(), page: 1, seconds: 40 },
    );
    expect(progress.status).toBe(200);
    await learn(ana, 3);
    await learn(ben, 1);
    const written = await t.database.db
      .select({ id: learningStatements.id })
      .from(learningStatements)
      .where(eq(learningStatements.classId, classId));
    expect(written).toHaveLength(5);
    expect((await outbox()).map((row) => row.statementId).sort()).toEqual(
      written.map((row) => row.id).sort(),
    );

    const posts = lrs.posts().length;
    const totals = await sender().deliverDue();
    expect(totals).toMatchObject({ configured: true, delivered: 5, parked: 0, failed: 0 });
    // One batch of five: the fake validated each statement and the version header, and checked
    // the Basic credentials from XAPI_LRS_USERNAME/PASSWORD.
    expect(lrs.posts().slice(posts)).toEqual([
      { method: 'POST', url: '/statements', status: 200, count: 5 },
    ]);
    expect(onceEach(written.map((row) => row.id))).toEqual([1, 1, 1, 1, 1]);
    const verbOf = (id: string) =>
      (lrs.stored.get(id)?.verb as { id: string } | undefined)?.id.split('/').at(-1);
    expect(written.map((row) => verbOf(row.id)).sort()).toEqual([
      'completed',
      'completed',
      'completed',
      'completed',
      'progressed',
    ]);
    const completed = written.find((row) => verbOf(row.id) === 'completed');
    const sent = lrs.stored.get(completed?.id ?? '') as {
      actor: object;
      verb: { id: string };
      object: { id: string };
    };
    expect(sent.actor).toMatchObject({
      objectType: 'Agent',
      name: expect.stringContaining('Realname'),
    });
    expect(sent.verb.id).toBe('http://adlnet.gov/expapi/verbs/completed');
    expect(sent.object.id).toMatch(/^http:\/\/localhost:\d+\/activities\//);
    expect(await outbox()).toEqual([]);

    const state = await call(admin, 'GET', '/learning-records');
    expect(state.body.data).toMatchObject({
      backlog: 0,
      parked: 0,
      lastSuccessAt: clock.toISOString(),
      connection: { source: 'environment', endpoint: lrs.url, credentials: 'basic' },
    });
  });

  it('delivers a form’s failed and passed submits, with their marking, as valid xAPI', async () => {
    const post = async (token: string, url: string, payload?: object) => {
      const answer = await call(token, 'POST', url, payload);
      if (answer.status >= 300) throw new Error(`${url}: ${JSON.stringify(answer.body)}`);
      return answer.body?.data;
    };
    const module = await post(teacher, '/modules', { title: 'Plants' });
    const section = await post(teacher, `/modules/${module.id}/sections`, { title: 'S' });
    const unit = await post(teacher, `/modules/${module.id}/units`, {
      sectionId: section.id,
      title: 'U',
    });
    const form = await post(teacher, `/modules/${module.id}/activities`, {
      unitId: unit.id,
      type: 'form',
      title: 'Quiz',
      content: { type: 'form', questions: plantQuiz, passMark: 100, attempts: 3 },
    });
    await post(teacher, `/modules/${module.id}/publish`);
    const created = await post(teacher, '/classes', { name: 'Biology', joinMode: 'open' });
    await call(teacher, 'PUT', `/classes/${created.id}/modules`, {
      modules: [{ moduleId: module.id }],
    });
    const learner = await registerStudent(t.app);
    await post(learner.accessToken, `/classes/${created.id}/join`, {});
    const url = `/player/classes/${created.id}/modules/${module.id}/activities/${form.id}/submit`;
    const failed = randomUUID();
    const passed = randomUUID();
    await post(learner.accessToken, url, { statementId: failed, answers: { q1: 'he', q2: true } });
    await post(learner.accessToken, url, { statementId: passed, answers: { q1: 'co2', q2: true } });

    expect(await sender().deliverDue()).toMatchObject({ delivered: 2, parked: 0 });
    expect(lrs.stored.get(failed)).toMatchObject({
      verb: { id: 'http://adlnet.gov/expapi/verbs/failed' },
      result: { success: false, score: { scaled: 0.5 } },
    });
    expect(lrs.stored.get(passed)).toMatchObject({
      actor: { mbox: `mailto:${learner.user.email}` },
      result: { success: true, completion: true, score: { scaled: 1 } },
    });
  });

  it('retries with growing waits while the store fails, then delivers each statement once', async () => {
    const ids = await writeStatements(3);
    lrs.fail();
    expect(await sender().deliverDue()).toMatchObject({ delivered: 0, failed: 3, requests: 1 });
    const [first] = await outbox();
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    const wait1 = (first?.nextAttemptAt.getTime() ?? 0) - clock.getTime();
    expect(wait1).toBeGreaterThanOrEqual(1_600);
    expect(wait1).toBeLessThanOrEqual(2_400);

    // Not due yet: nothing is sent, however often the job runs.
    expect(await sender().deliverDue()).toMatchObject({ requests: 0 });
    later(3);
    expect(await sender().deliverDue()).toMatchObject({ failed: 3, requests: 1 });
    later(5);
    expect(await sender().deliverDue()).toMatchObject({ failed: 3, requests: 1 });
    const [third] = await outbox();
    expect(third?.attempts).toBe(3);
    const wait3 = (third?.nextAttemptAt.getTime() ?? 0) - clock.getTime();
    expect(wait3).toBeGreaterThanOrEqual(6_400);
    expect(wait3).toBeLessThanOrEqual(9_600);
    const failing = await call(admin, 'GET', '/learning-records');
    expect(failing.body.data).toMatchObject({
      backlog: 3,
      lastFailureAt: clock.toISOString(),
      lastError: expect.stringContaining('HTTP 500'),
    });

    lrs.normal();
    later(10);
    expect(await sender().deliverDue()).toMatchObject({ delivered: 3, failed: 0 });
    expect(onceEach(ids)).toEqual([1, 1, 1]);
    expect(await outbox()).toEqual([]);
  });

  it('sends a batch that timed out after the store kept it again without a second copy', async () => {
    const ids = await writeStatements(4);
    // The store keeps the batch but answers after the 1 s timeout.
    lrs.stall(1_500, true);
    const timedOut = await sender().deliverDue();
    expect(timedOut).toMatchObject({ delivered: 0, failed: 4 });
    expect((await outbox())[0]?.reason).toContain('did not answer within 1 s');
    expect(onceEach(ids)).toEqual([1, 1, 1, 1]);

    lrs.normal();
    later(10);
    const posts = lrs.posts().length;
    expect(await sender().deliverDue()).toMatchObject({ delivered: 4, parked: 0 });
    // The store's 409 for ids it has counts as delivered; nothing was stored twice.
    expect(lrs.posts()[posts]?.status).toBe(409);
    expect(onceEach(ids)).toEqual([1, 1, 1, 1]);
    expect(await outbox()).toEqual([]);
  });

  it('parks only the statement the store refuses, with its reason, and delivers the rest', async () => {
    const ids = await writeStatements(5);
    const bad = ids[3] as string;
    lrs.refuse(bad);
    expect(await sender().deliverDue()).toMatchObject({ delivered: 4, parked: 1, failed: 0 });
    expect(onceEach(ids)).toEqual([1, 1, 1, 0, 1]);
    const rows = await outbox();
    expect(rows).toEqual([
      expect.objectContaining({
        statementId: bad,
        status: 'parked',
        reason: expect.stringContaining('HTTP 400'),
      }),
    ]);
    // Parked statements wait for an admin: later deliveries leave them be.
    later(600);
    expect(await sender().deliverDue()).toMatchObject({ requests: 0 });

    const parked = await call(admin, 'GET', '/learning-records/parked');
    expect(parked.body).toMatchObject({
      total: 1,
      data: [
        {
          statementId: bad,
          verb: 'passed',
          reason: expect.stringContaining(`Statement ${bad} was refused`),
        },
      ],
    });
    expect((await call(admin, 'GET', '/learning-records')).body.data).toMatchObject({
      parked: 1,
      backlog: 0,
    });

    // Retried while the store still refuses it: parked again.
    expect((await call(admin, 'POST', `/learning-records/parked/${bad}/retry`)).body.data).toEqual({
      statementId: bad,
      status: 'queued',
    });
    expect((await call(admin, 'POST', `/learning-records/parked/${bad}/retry`)).status).toBe(404);
    expect(await sender().deliverDue()).toMatchObject({ parked: 1 });

    const noReason = await call(admin, 'DELETE', `/learning-records/parked/${bad}`, { reason: '' });
    expect(noReason.status).toBe(400);
    const discarded = await call(admin, 'DELETE', `/learning-records/parked/${bad}`, {
      reason: 'The store will never take this verb.',
    });
    expect(discarded.body.data).toEqual({ statementId: bad, status: 'discarded' });
    expect(await outbox()).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'lrs.statement.discard'));
    expect(entry).toMatchObject({ target: bad, reason: 'The store will never take this verb.' });
    // The statement itself stays in Sparked.
    expect(
      await t.database.db.select().from(learningStatements).where(eq(learningStatements.id, bad)),
    ).toHaveLength(1);
  });

  it('narrows a batch with two refused statements and one the store has to the three it lacks', async () => {
    const ids = await writeStatements(6);
    const [first, , third, , fifth] = ids as [string, string, string, string, string, string];
    lrs.refuse(third);
    lrs.refuse(fifth);
    // The store has the first already (sent by an instance that died before it heard back).
    const [row] = await learningRecordsRepository.statementsFor(t.database.db, [first]);
    const { toXapiStatement } = await import('../src/modules/learning');
    if (!row) throw new Error('the first statement');
    await createHttpLrsClient(1_000).send(
      { endpoint: lrs.url, username: 'sparked', password: 's3cret-key' },
      [toXapiStatement(row, config.publicUrl)],
    );
    expect(await sender().deliverDue()).toMatchObject({ delivered: 4, parked: 2, failed: 0 });
    expect(onceEach(ids)).toEqual([1, 1, 0, 1, 0, 1]);
    expect((await outbox()).map((entry) => entry.statementId).sort()).toEqual(
      [third, fifth].sort(),
    );
    for (const id of [third, fifth])
      await call(admin, 'DELETE', `/learning-records/parked/${id}`, {
        reason: 'Refused by design.',
      });
  });

  it('loses nothing across a restart with a backlog, and a second app sends each statement once', async () => {
    const ids = await writeStatements(12);
    // The first instance took a batch and died while sending it: the store kept it, the
    // instance never heard, and its claim stays on the rows until the lease runs out.
    const claimed = await learningRecordsRepository.claimDue(
      t.database.db,
      clock,
      new Date(clock.getTime() + 60_000),
      5,
    );
    const rows = await learningRecordsRepository.statementsFor(t.database.db, claimed);
    const { toXapiStatement } = await import('../src/modules/learning');
    await createHttpLrsClient(1_000).send(
      { endpoint: lrs.url, username: 'sparked', password: 's3cret-key' },
      rows.map((row) => toXapiStatement(row, config.publicUrl)),
    );

    // The second app on the same database: its page shows the backlog; its job delivers it.
    const second: FastifyInstance = await buildApp({
      config,
      database: t.database,
      rateLimitStore: createMemoryStore(),
      serveWeb: false,
      now,
    });
    await second.ready();
    try {
      const state = await second.inject({
        method: 'GET',
        url: '/sparked-api/learning-records',
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(state.json().data).toMatchObject({ backlog: 12 });
      const delivery = createLearningRecords({ db: t.database.db, config, now }).delivery;
      const queue = await startJobQueue(
        t.database,
        [{ name: 'learning-records/deliver', cron: '0 0 1 1 *', run: () => delivery.deliverDue() }],
        second.log,
      );
      try {
        await queue.runNow('learning-records/deliver');
        // The claimed batch waits out its lease; the other seven went at once.
        expect((await outbox()).map((row) => row.statementId).sort()).toEqual([...claimed].sort());
        later(61);
        await queue.runNow('learning-records/deliver');
      } finally {
        await queue.stop();
      }
    } finally {
      await second.close();
    }
    expect(await outbox()).toEqual([]);
    expect(onceEach(ids)).toEqual(ids.map(() => 1));
  });

  it('lets two senders work the same outbox at once without sending a statement twice', async () => {
    const ids = await writeStatements(30);
    const posts = lrs.posts().length;
    const [a, b] = await Promise.all([sender().deliverDue(), sender().deliverDue()]);
    expect((a?.delivered ?? 0) + (b?.delivered ?? 0)).toBe(30);
    expect(onceEach(ids)).toEqual(ids.map(() => 1));
    expect(
      lrs
        .posts()
        .slice(posts)
        .every((post) => post.status === 200),
    ).toBe(true);
  });
});

describe('the learning records admin page', () => {
  it('sets, tests and clears the connection, never showing a secret', async () => {
    const before = await call(admin, 'GET', '/learning-records');
    expect(before.body.data.connection).toEqual({
      source: 'environment',
      endpoint: lrs.url,
      credentials: 'basic',
      username: 'sparked',
      password: { set: true, last4: null },
      authorization: { set: false, last4: null },
      environmentConfigured: true,
    });
    expect(JSON.stringify(before.body)).not.toContain('s3cret');
    const tested = await call(admin, 'POST', '/learning-records/test');
    expect(tested.body.data).toMatchObject({
      ok: true,
      status: 200,
      versions: ['1.0.3', '1.0.2'],
      message: 'Connected: the store speaks xAPI 1.0.3, 1.0.2 and accepted Sparked’s credentials.',
      entry: { id: 'lrs.check.connected', values: { versions: '1.0.3, 1.0.2' } },
    });

    const token = 'Bearer abcdefghijklmnop-WXYZ';
    const saved = await call(admin, 'PUT', '/learning-records/connection', {
      endpoint: `${lrs.url}/`,
      credentials: 'header',
      authorization: token,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.connection).toMatchObject({
      source: 'settings',
      endpoint: lrs.url,
      credentials: 'header',
      authorization: { set: true, last4: 'WXYZ' },
    });
    expect(JSON.stringify(saved.body)).not.toContain('abcdefgh');
    // The fake takes only the Basic credentials: the page's header is refused, and says so.
    const refused = await call(admin, 'POST', '/learning-records/test');
    expect(refused.body.data).toMatchObject({ ok: false, status: 401 });
    expect(refused.body.data.message).toContain('credentials');
    // The admin reads it in their language, from the same catalogue (decision 0046).
    expect(sentenceIn('fil', refused.body.data.message, refused.body.data.entry)).toBe(
      'Nariyan ang store pero tinanggihan nito ang mga credential ng Sparked (HTTP 401).',
    );
    // Saving again without the header keeps the saved one.
    const kept = await call(admin, 'PUT', '/learning-records/connection', {
      endpoint: lrs.url,
      credentials: 'header',
    });
    expect(kept.body.data.connection.authorization).toEqual({ set: true, last4: 'WXYZ' });
    // A key without a secret, when none was saved with one before, is not a connection.
    const noSecret = await call(admin, 'PUT', '/learning-records/connection', {
      endpoint: lrs.url,
      credentials: 'basic',
      username: 'sparked',
    });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.error).toBe('Give the secret that goes with the key.');
    const badUrl = await call(admin, 'PUT', '/learning-records/connection', {
      endpoint: 'ftp://store',
      credentials: 'none',
    });
    expect(badUrl.status).toBe(400);

    const cleared = await call(admin, 'DELETE', '/learning-records/connection');
    expect(cleared.body.data.connection).toMatchObject({
      source: 'environment',
      endpoint: lrs.url,
    });
    const audit = await t.database.db
      .select({ action: auditEntries.action, after: auditEntries.after })
      .from(auditEntries)
      .where(inArray(auditEntries.action, ['lrs.connection.update', 'lrs.connection.clear']));
    expect(audit.map((entry) => entry.action)).toEqual([
      'lrs.connection.update',
      'lrs.connection.update',
      'lrs.connection.clear',
    ]);
    expect(JSON.stringify(audit)).not.toContain('abcdefgh');
  });

  it('sends with the page’s connection over the environment’s', async () => {
    const ids = await writeStatements(2);
    await call(admin, 'PUT', '/learning-records/connection', {
      endpoint: lrs.url,
      credentials: 'header',
      authorization: 'Bearer wrong-token-1234',
    });
    expect(await sender().deliverDue()).toMatchObject({ delivered: 0, failed: 2 });
    const state = (await call(admin, 'GET', '/learning-records')).body.data;
    expect(state.lastError).toContain('refused Sparked’s credentials (HTTP 401)');
    await call(admin, 'PUT', '/learning-records/connection', {
      endpoint: lrs.url,
      credentials: 'header',
      authorization: basic,
    });
    // A saved connection is tried at once, not after the old one's backoff.
    expect(await sender().deliverDue()).toMatchObject({ delivered: 2 });
    expect(onceEach(ids)).toEqual([1, 1]);
    await call(admin, 'DELETE', '/learning-records/connection');
  });

  it('keeps statements queued while no store is set', async () => {
    await writeStatements(2);
    const unset = loadConfig({ LOG_LEVEL: 'silent' });
    const idle = createLearningRecords({ db: t.database.db, config: unset, now }).delivery;
    expect(await idle.deliverDue()).toMatchObject({ configured: false, delivered: 0 });
    expect(await outbox()).toHaveLength(2);
  });

  it('is for admins only', async () => {
    const abouts = lrs.requests.filter((request) => request.url === '/about').length;
    const student = (await learningClass(t.app, teacher, ['Nia'], 1)).students[0]?.token ?? '';
    const requests: [Method, string, object?][] = [
      ['GET', '/learning-records'],
      ['PUT', '/learning-records/connection', { endpoint: lrs.url, credentials: 'none' }],
      ['DELETE', '/learning-records/connection'],
      ['POST', '/learning-records/test'],
      ['GET', '/learning-records/parked'],
      ['POST', `/learning-records/parked/${randomUUID()}/retry`],
      ['DELETE', `/learning-records/parked/${randomUUID()}`, { reason: 'Not mine to drop.' }],
    ];
    for (const [method, url, body] of requests) {
      expect((await call(student, method, url, body)).status, url).toBe(403);
      expect((await call(teacher, method, url, body)).status, url).toBe(403);
      expect((await call(null, method, url, body)).status, url).toBe(401);
    }
    expect(lrs.requests.filter((request) => request.url === '/about')).toHaveLength(abouts);
  });
});
