import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { learningRepository } from '../src/modules/learning/repository';
import { createWalletBook } from '../src/modules/wallets/wallet-book';
import { demoAccounts } from '../src/seed/demo-accounts';
import { seedDemoData } from '../src/seed/seed';
import { callApi, type Person, personCaller } from './support/api';
import { plantQuiz } from './support/modules';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, createUser, registerStudent, signIn } from './support/users';
import { xapiErrors } from './support/xapi-validators';

let t: TestApp;
let clock = new Date('2027-03-01T09:00:00Z');
/** The deployment's address, not the request's host: a proxy in front must not change the IRIs. */
const publicUrl = 'https://learning.school.example';
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: publicUrl }, () => clock);
});
afterAll(() => t.close());

const call = personCaller(() => t);

type Statement = {
  id: string;
  verb: { id: string };
  actor: { mbox: string };
  object: { id: string; definition: { type: string; name?: Record<string, string> } };
  result?: Record<string, unknown>;
  context: Record<string, unknown>;
  timestamp: string;
};

/** The export as a client gets it: status, the xAPI version header and the StatementResult. */
async function exported(who: Person, classId: string, query = '') {
  const response = await t.app.inject({
    url: `/sparked-api/classes/${classId}/statements${query ? `?${query}` : ''}`,
    headers: bearer(who.token),
  });
  return {
    status: response.statusCode,
    version: response.headers['x-experience-api-version'],
    body: response.json() as { statements: Statement[]; more: string; error?: string },
  };
}

/** Follows `more` from the first page to the last: every statement, in the order the pages give. */
async function everyPage(who: Person, classId: string, query: string) {
  const statements: Statement[] = [];
  let page = await exported(who, classId, query);
  let pages = 1;
  statements.push(...page.body.statements);
  while (page.body.more) {
    const next = await t.app.inject({ url: page.body.more, headers: bearer(who.token) });
    expect(next.statusCode).toBe(200);
    page = { ...page, body: next.json() };
    statements.push(...page.body.statements);
    pages += 1;
  }
  return { statements, pages };
}

/** The public URL the statements' IRIs are under. */
const originOf = (statement: Statement | undefined) =>
  statement?.object.id.replace(/\/activities\/[^/]+$/, '') ?? '';

/** A statement that passes both validators and carries nothing internal. */
function expectValid(statement: Statement) {
  expect(xapiErrors(statement), JSON.stringify(statement)).toEqual([]);
  expect(JSON.stringify(statement)).not.toMatch(
    /wallet|reward|balance|percent|answers|streak|certificate|"state"|"data"/i,
  );
  for (const key of Object.keys(statement.result ?? {}))
    expect(['score', 'success', 'completion', 'duration', 'extensions']).toContain(key);
  const score = statement.result?.score as {
    scaled: number;
    raw?: number;
    min?: number;
    max?: number;
  };
  if (score) {
    expect(score.scaled).toBeGreaterThanOrEqual(-1);
    expect(score.scaled).toBeLessThanOrEqual(1);
    if (score.raw !== undefined) {
      expect(score.min).toBeLessThanOrEqual(score.raw);
      expect(score.raw).toBeLessThanOrEqual(score.max ?? Number.NaN);
    }
  }
}

/** A published module with every kind of activity, assigned to a class with one student. */
async function course() {
  const teacherUser = await createUser(t.database.db, 'facilitator');
  const teacher = { ...teacherUser, token: (await signIn(t.app, teacherUser.email)).accessToken };
  const module = await call(teacher, 'POST', '/modules', {
    title: 'Plants',
    description: 'How plants make food from light.',
  });
  const moduleId: string = module.body.data.id;
  const section = await call(teacher, 'POST', `/modules/${moduleId}/sections`, { title: 'S' });
  const unit = await call(teacher, 'POST', `/modules/${moduleId}/units`, {
    sectionId: section.body.data.id,
    title: 'U',
  });
  const add = async (title: string, content: { type: string }) =>
    (
      await call(teacher, 'POST', `/modules/${moduleId}/activities`, {
        unitId: unit.body.data.id,
        type: content.type,
        title,
        content,
      })
    ).body.data.id as string;
  const ids = {
    ebook: await add('Read', { type: 'ebook', blocks: [] } as { type: string }),
    pages: await add('Read on', {
      type: 'multi-ebook',
      pages: [{ id: 'p1', title: 'One', blocks: [] }],
    } as { type: string }),
    form: await add('Quiz', {
      type: 'form',
      questions: plantQuiz,
      passMark: 100,
      attempts: 3,
    } as { type: string }),
    iframe: await add('Simulation', {
      type: 'iframe',
      url: 'https://phet.colorado.edu/sims/x.html',
      title: 'Sim',
      requiredSeconds: 60,
    } as { type: string }),
  };
  expect((await call(teacher, 'POST', `/modules/${moduleId}/publish`)).status).toBe(200);
  const created = await call(teacher, 'POST', '/classes', { name: 'Biology' });
  const classId: string = created.body.data.id;
  await call(teacher, 'PUT', `/classes/${classId}/modules`, { modules: [{ moduleId }] });
  const session = await registerStudent(t.app);
  const student = { id: session.user.id, email: session.user.email, token: session.accessToken };
  await call(teacher, 'POST', `/classes/${classId}/students`, { email: student.email });
  const base = `/player/classes/${classId}/modules/${moduleId}`;
  const url = (activity: keyof typeof ids) => `${base}/activities/${ids[activity]}`;
  return { teacher, student, classId, moduleId, ids, url };
}

/** Drives every way the player writes a statement; answers the statements written, in order. */
async function playEverything(c: Awaited<ReturnType<typeof course>>) {
  const ok = async (response: Promise<{ status: number; body: unknown }>) => {
    const answered = await response;
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    return answered;
  };
  const write = (activity: keyof typeof c.ids, action: string, body: object = {}) =>
    ok(
      call(c.student, 'POST', `${c.url(activity)}/${action}`, {
        statementId: randomUUID(),
        ...body,
      }),
    );
  await write('ebook', 'progress', { page: 2, seconds: 20 });
  await write('ebook', 'progress', { seconds: 7 });
  await write('ebook', 'complete');
  await write('pages', 'progress', { page: 1, seconds: 45 });
  await write('pages', 'complete');
  await write('form', 'submit', { answers: { q1: 'he', q2: true } });
  await write('form', 'submit', { answers: { q1: 'co2', q2: true } });
  await call(c.student, 'GET', c.url('iframe'));
  clock = new Date(clock.getTime() + 61_000);
  await write('iframe', 'progress', { seconds: 61 });
  await write('iframe', 'complete');
  // A completion of something already complete is still a statement.
  await write('ebook', 'complete');
}

describe('the xAPI record', () => {
  it('writes every statement as valid xAPI 1.0.3, and exports a StatementResult', async () => {
    const c = await course();
    await playEverything(c);
    const page = await exported(c.teacher, c.classId);
    expect(page.status).toBe(200);
    expect(page.version).toBe('1.0.3');
    expect(Object.keys(page.body).sort()).toEqual(['more', 'statements']);
    expect(page.body.more).toBe('');
    const { statements } = page.body;
    expect(statements).toHaveLength(10);
    for (const statement of statements) expectValid(statement);

    const origin = originOf(statements[0]);
    expect(origin).toBe(publicUrl);
    const verbs = statements.map((s) => s.verb.id.split('/').at(-1));
    expect(verbs).toEqual([
      'progressed',
      'progressed',
      'completed',
      'progressed',
      'completed',
      'failed',
      'passed',
      'progressed',
      'completed',
      'completed',
    ]);
    const [progressed, unpaged, , , , failed, passed] = statements;
    expect(progressed).toMatchObject({
      actor: { objectType: 'Agent', name: 'Test Student', mbox: `mailto:${c.student.email}` },
      verb: { id: 'http://adlnet.gov/expapi/verbs/progressed', display: { 'en-US': 'progressed' } },
      object: {
        objectType: 'Activity',
        id: `${origin}/activities/${c.ids.ebook}`,
        definition: {
          name: { 'en-US': 'Read' },
          type: 'http://adlnet.gov/expapi/activities/lesson',
        },
      },
      result: { duration: 'PT20S', extensions: { [`${origin}/xapi/extensions/page`]: 2 } },
      context: {
        registration: c.classId,
        contextActivities: {
          parent: [
            {
              objectType: 'Activity',
              id: `${origin}/modules/${c.moduleId}`,
              definition: {
                name: { 'en-US': 'Plants' },
                description: { 'en-US': 'How plants make food from light.' },
                type: 'http://adlnet.gov/expapi/activities/module',
              },
            },
          ],
          grouping: [
            {
              objectType: 'Activity',
              id: `${origin}/classes/${c.classId}`,
              definition: {
                name: { 'en-US': 'Biology' },
                type: 'http://adlnet.gov/expapi/activities/course',
              },
            },
          ],
        },
        extensions: { [`${origin}/xapi/extensions/module-version`]: 1 },
      },
      version: '1.0.3',
    });
    expect(unpaged?.result).toEqual({ duration: 'PT7S' });
    expect(failed).toMatchObject({
      object: { definition: { type: 'http://adlnet.gov/expapi/activities/assessment' } },
      result: { score: { scaled: 0.5, raw: 1, min: 0, max: 2 }, success: false },
    });
    expect(failed?.result).not.toHaveProperty('completion');
    expect(passed?.result).toEqual({
      score: { scaled: 1, raw: 2, min: 0, max: 2 },
      success: true,
      completion: true,
    });
    for (const completed of statements.filter((s) => s.verb.id.endsWith('/completed')))
      expect(completed.result).toEqual({ completion: true });
    expect(statements[4]?.object.definition.type).toBe(
      'http://adlnet.gov/expapi/activities/lesson',
    );
    expect(statements[8]?.object.definition.type).toBe('http://adlnet.gov/expapi/activities/media');
  });

  it('keeps replaying a repeated call from its own record, adding no statement', async () => {
    const c = await course();
    const statementId = randomUUID();
    const first = await call(c.student, 'POST', `${c.url('form')}/submit`, {
      statementId,
      answers: { q1: 'co2', q2: true },
    });
    const again = await call(c.student, 'POST', `${c.url('form')}/submit`, {
      statementId,
      answers: { q1: 'he', q2: false },
    });
    expect(again.body).toEqual(first.body);
    expect(first.body.data.completion.rewards.length).toBeGreaterThan(0);
    const completeId = randomUUID();
    const done = await call(c.student, 'POST', `${c.url('ebook')}/complete`, {
      statementId: completeId,
    });
    const doneAgain = await call(c.student, 'POST', `${c.url('ebook')}/complete`, {
      statementId: completeId,
    });
    expect(doneAgain.body).toEqual(done.body);
    const { statements } = (await exported(c.teacher, c.classId)).body;
    expect(statements.map((s) => s.id)).toEqual([statementId, completeId]);
    for (const statement of statements) expectValid(statement);
  });

  it('exports the seeded demo class as valid statements', async () => {
    const seeded = await createTestApp();
    try {
      await seedDemoData(seeded.database.db, createWalletBook(loadConfig({}).refills));
      const account = demoAccounts.find((candidate) => candidate.role === 'facilitator');
      if (!account) throw new Error('no demo facilitator');
      const { accessToken } = await signIn(seeded.app, account.email, account.password);
      const get = async (url: string) =>
        seeded.app.inject({ url: `/sparked-api${url}`, headers: bearer(accessToken) });
      const classes = (await get('/classes')).json().data.classes as { id: string; name: string }[];
      const year8 = classes.find((entry) => entry.name === 'Year 8 Science');
      const response = await get(`/classes/${year8?.id}/statements`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-experience-api-version']).toBe('1.0.3');
      const { statements } = response.json() as { statements: Statement[] };
      expect(statements.map((s) => s.verb.id.split('/').at(-1)).sort()).toEqual([
        'completed',
        'completed',
        'completed',
        'failed',
        'passed',
      ]);
      for (const statement of statements) expectValid(statement);
      const passed = statements.find((s) => s.verb.id.endsWith('/passed'));
      expect(passed?.result).toEqual({
        score: { scaled: 0.8, raw: 80, min: 0, max: 100 },
        success: true,
        completion: true,
      });
      expect(passed?.object.definition).toMatchObject({
        name: { 'en-US': expect.any(String) },
        type: 'http://adlnet.gov/expapi/activities/assessment',
      });
    } finally {
      await seeded.close();
    }
  });
});

describe('statements stored before the xAPI fields', () => {
  it('are made valid by the migration, from the replies they kept', async () => {
    const c = await course();
    const { db } = t.database;
    const old = (verb: string, activityId: string, reply: object, at: string) => sql`
      insert into learning_statements
        (id, user_id, class_id, module_id, module_version, activity_id, verb, result, created_at)
      values (${randomUUID()}, ${c.student.id}, ${c.classId}, ${c.moduleId}, 1, ${activityId},
        ${verb}, ${JSON.stringify(reply)}::jsonb, ${at}::timestamptz)`;
    const completion = {
      rewards: [{ wallet: 'EXPERIENCE', amount: 20 }],
      wallets: { EXPERIENCE: 20 },
    };
    await db.execute(
      old('progressed', c.ids.ebook, { page: 2, seconds: 20 }, '2026-01-01T00:00:01Z'),
    );
    await db.execute(
      old('completed', c.ids.ebook, { state: {}, completion }, '2026-01-01T00:00:02Z'),
    );
    await db.execute(
      old(
        'failed',
        c.ids.form,
        { score: 1, maxScore: 2, percent: 50, passed: false, answers: {} },
        '2026-01-01T00:00:03Z',
      ),
    );
    await db.execute(old('passed', c.ids.form, { percent: 80 }, '2026-01-01T00:00:04Z'));
    await db.execute(old('completed', c.ids.pages, {}, '2026-01-01T00:00:05Z'));
    const migration = await readFile(
      new URL('../drizzle/0015_xapi_statements.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      if (statement.trim().startsWith('-- ') || statement.includes('UPDATE'))
        await db.execute(sql.raw(statement));
    const { statements } = (await exported(c.teacher, c.classId)).body;
    for (const statement of statements) expectValid(statement);
    expect(statements.map((s) => [s.object.definition, s.result])).toEqual([
      [
        { name: { 'en-US': 'Read' }, type: 'http://adlnet.gov/expapi/activities/lesson' },
        {
          duration: 'PT20S',
          extensions: { [`${originOf(statements[0])}/xapi/extensions/page`]: 2 },
        },
      ],
      [
        { name: { 'en-US': 'Read' }, type: 'http://adlnet.gov/expapi/activities/lesson' },
        { completion: true },
      ],
      [
        { name: { 'en-US': 'Quiz' }, type: 'http://adlnet.gov/expapi/activities/assessment' },
        { score: { scaled: 0.5, raw: 1, min: 0, max: 2 }, success: false },
      ],
      [
        { name: { 'en-US': 'Quiz' }, type: 'http://adlnet.gov/expapi/activities/assessment' },
        { score: { scaled: 0.8, raw: 80, min: 0, max: 100 }, success: true, completion: true },
      ],
      [
        { name: { 'en-US': 'Read on' }, type: 'http://adlnet.gov/expapi/activities/lesson' },
        { completion: true },
      ],
    ]);
    expect(statements[0]?.context).toMatchObject({
      contextActivities: { parent: [{ definition: { name: { 'en-US': 'Plants' } } }] },
    });
  });
});

describe('reading the record as an LRS is read', () => {
  it('filters by stored time, verb, agent and activity', async () => {
    const c = await course();
    clock = new Date('2027-04-01T09:00:00Z');
    await playEverything(c);
    const other = await registerStudent(t.app);
    await call(c.teacher, 'POST', `/classes/${c.classId}/students`, { email: other.user.email });
    await callApi(t, other.accessToken, 'POST', `${c.url('ebook')}/complete`, {
      statementId: randomUUID(),
    });
    const all = (await exported(c.teacher, c.classId)).body.statements;
    expect(all).toHaveLength(11);
    const origin = originOf(all[0]);
    const ids = async (query: string) => {
      const page = await exported(c.teacher, c.classId, query);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.version).toBe('1.0.3');
      return page.body.statements.map((s) => s.id);
    };
    const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

    const passedIri = 'http://adlnet.gov/expapi/verbs/passed';
    expect(await ids(q({ verb: passedIri }))).toEqual(
      all.filter((s) => s.verb.id === passedIri).map((s) => s.id),
    );
    expect(await ids(q({ verb: 'http://adlnet.gov/expapi/verbs/launched' }))).toEqual([]);
    expect(await ids(q({ agent: JSON.stringify({ mbox: `mailto:${other.user.email}` }) }))).toEqual(
      all.filter((s) => s.actor.mbox === `mailto:${other.user.email}`).map((s) => s.id),
    );
    expect(
      await ids(
        q({ agent: JSON.stringify({ objectType: 'Agent', mbox: 'mailto:nobody@example.com' }) }),
      ),
    ).toEqual([]);
    const ebook = `${origin}/activities/${c.ids.ebook}`;
    expect(await ids(q({ activity: ebook }))).toEqual(
      all.filter((s) => s.object.id === ebook).map((s) => s.id),
    );
    expect(await ids(q({ activity: `${origin}/modules/${c.moduleId}` }))).toEqual([]);
    expect(
      await ids(q({ activity: `https://elsewhere.example/activities/${c.ids.ebook}` })),
    ).toEqual([]);

    // Stored times as exported (milliseconds): since is exclusive, until inclusive.
    const late = all.filter((s) => s.timestamp > (all[0]?.timestamp ?? ''));
    expect(late.length).toBeGreaterThan(0);
    expect(await ids(q({ since: all[0]?.timestamp ?? '' }))).toEqual(late.map((s) => s.id));
    expect(await ids(q({ until: all[0]?.timestamp ?? '' }))).toEqual(
      all.filter((s) => s.timestamp === all[0]?.timestamp).map((s) => s.id),
    );
    expect(
      await ids(q({ since: '2027-04-01T08:00:00Z', until: '2027-04-01T08:30:00+00:00' })),
    ).toEqual([]);
    expect(
      await ids(
        q({ verb: 'http://adlnet.gov/expapi/verbs/completed', activity: ebook, limit: '1' }),
      ),
    ).toEqual([all.find((s) => s.object.id === ebook && s.verb.id.endsWith('/completed'))?.id]);
  });

  it('pages with a cursor in more, each statement once and in order', async () => {
    const c = await course();
    await playEverything(c);
    const all = (await exported(c.teacher, c.classId)).body.statements.map((s) => s.id);
    for (const limit of [1, 3, 10, 11]) {
      const walked = await everyPage(c.teacher, c.classId, `limit=${limit}`);
      expect(walked.statements.map((s) => s.id)).toEqual(all);
      expect(walked.pages).toBe(Math.max(1, Math.ceil(all.length / limit)));
    }
    const first = await exported(
      c.teacher,
      c.classId,
      'limit=3&verb=http%3A%2F%2Fadlnet.gov%2Fexpapi%2Fverbs%2Fcompleted',
    );
    expect(first.body.statements).toHaveLength(3);
    expect(first.body.more).toMatch(
      new RegExp(`^/sparked-api/classes/${c.classId}/statements\\?.*cursor=`),
    );
    // The next page keeps the filters.
    const more = new URL(first.body.more, 'http://x').searchParams;
    expect(more.get('verb')).toBe('http://adlnet.gov/expapi/verbs/completed');
    expect(more.get('limit')).toBe('3');
    const rest = await everyPage(c.teacher, c.classId, more.toString());
    expect(rest.statements.map((s) => s.verb.id.split('/').at(-1))).toEqual(['completed']);
    expect((await exported(c.teacher, c.classId, 'limit=0')).body.statements).toHaveLength(10);
  });

  it('refuses bad filters with a clear 400, and strangers with 403', async () => {
    const c = await course();
    const bad = async (query: string, message: RegExp) => {
      const page = await exported(c.teacher, c.classId, query);
      expect(page.status, query).toBe(400);
      expect(page.body.error, query).toMatch(message);
    };
    await bad('since=yesterday', /since/);
    await bad('until=2027-13-01T00:00:00Z', /until/);
    await bad(
      'since=2027-02-01T00:00:00Z&until=2027-01-01T00:00:00Z',
      /since must be before until/,
    );
    await bad('verb=passed', /verb must be a verb IRI/);
    await bad('activity=quiz', /activity must be an activity IRI/);
    await bad('agent=learner@example.com', /agent must be a JSON Agent/);
    await bad(`agent=${encodeURIComponent('{"name":"Ann"}')}`, /with an mbox/);
    await bad(`agent=${encodeURIComponent('{"mbox":"ann@example.com"}')}`, /with an mbox/);
    await bad('limit=-1', /limit/);
    await bad('limit=5000', /limit must be at most 1000/);
    await bad('limit=ten', /limit/);
    await bad('cursor=not-a-cursor', /cursor/);
    await bad('format=exact', /format/);
    const stranger = await registerStudent(t.app);
    const refused = await exported(
      { id: stranger.user.id, email: stranger.user.email, token: stranger.accessToken },
      c.classId,
    );
    expect(refused.status).toBe(403);
  });

  it('reads a deep page by the class index, without a sort', async () => {
    const c = await course();
    await call(c.student, 'POST', `${c.url('ebook')}/complete`, { statementId: randomUUID() });
    const { db } = t.database;
    // Many statements in the class, one per second, so the planner weighs a real table.
    await db.execute(sql`
      insert into learning_statements
        (id, user_id, class_id, module_id, module_version, activity_id, verb, result, outcome, created_at)
      select gen_random_uuid(), ${c.student.id}, ${c.classId}, ${c.moduleId}, 1, ${c.ids.ebook},
        'progressed', '{}', jsonb_build_object('seconds', n % 300),
        timestamptz '2027-05-01T00:00:00Z' + n * interval '1 second'
      from generate_series(1, 50000) as n`);
    await db.execute(sql`analyze learning_statements`);
    const query = learningRepository.statementsQuery(db, {
      classId: c.classId,
      since: new Date('2027-05-01T00:00:00Z'),
      until: undefined,
      verb: undefined,
      email: undefined,
      activityId: undefined,
      afterAt: '2027-05-01T10:00:00.000000Z',
      afterId: randomUUID(),
      limit: 101,
    });
    const plan = (await db.execute(sql`explain ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text, text).toMatch(/Index (Only )?Scan using learning_statements_class_idx/);
    expect(text, text).not.toMatch(/\bSort\b/);
    expect(text, text).not.toMatch(/Seq Scan on learning_statements/);

    const started = performance.now();
    const walked = await everyPage(c.teacher, c.classId, 'limit=1000&since=2027-05-01T13:00:00Z');
    expect(walked.statements).toHaveLength(50000 - 13 * 3600);
    expect(performance.now() - started).toBeLessThan(20_000);
    expectValid(walked.statements[0] as Statement);
  });
});
