import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { activityStates } from '../src/db/schema';
import { type Person, personCaller } from './support/api';
import { plantQuiz } from './support/modules';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, registerStudent, signIn } from './support/users';

/** What finishing an activity earns (the seeded `module_activities/completed` rules, by wallet). */
const activityRewards = [
  { wallet: 'ACHIEVEMENT_POINTS', amount: 10 },
  { wallet: 'EXPERIENCE', amount: 20 },
];

let t: TestApp;
let clock = new Date('2027-02-01T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, () => clock);
});
afterAll(() => t.close());

const call = personCaller(() => t);

const questions = plantQuiz;

/**
 * A published module (e-book with a practice question, form, iframe) assigned to a class with one
 * enrolled student. Answers the ids the tests need.
 */
async function course(options: { sequential?: boolean } = {}) {
  const teacherUser = await createUser(t.database.db, 'facilitator');
  const teacher = { ...teacherUser, token: (await signIn(t.app, teacherUser.email)).accessToken };
  const module = await call(teacher, 'POST', '/modules', { title: 'Plants' });
  const moduleId: string = module.body.data.id;
  const section = await call(teacher, 'POST', `/modules/${moduleId}/sections`, { title: 'S' });
  const unit = await call(teacher, 'POST', `/modules/${moduleId}/units`, {
    sectionId: section.body.data.id,
    title: 'U',
  });
  const unitId = unit.body.data.id;
  const add = async (title: string, content: object) =>
    (
      await call(teacher, 'POST', `/modules/${moduleId}/activities`, {
        unitId,
        type: (content as { type: string }).type,
        title,
        content,
      })
    ).body.data.id as string;
  const ebook = await add('Read', {
    type: 'ebook',
    blocks: [{ id: 'practice', type: 'question', question: { ...questions[1], id: 'p1' } }],
  });
  const form = await add('Quiz', { type: 'form', questions, passMark: 100, attempts: 3 });
  const iframe = await add('Simulation', {
    type: 'iframe',
    url: 'https://phet.colorado.edu/sims/x.html',
    title: 'Sim',
    requiredSeconds: 60,
  });
  await call(teacher, 'POST', `/modules/${moduleId}/publish`);
  const created = await call(teacher, 'POST', '/classes', {
    name: 'Biology',
    sequential: options.sequential ?? false,
  });
  const classId: string = created.body.data.id;
  await call(teacher, 'PUT', `/classes/${classId}/modules`, { modules: [{ moduleId }] });
  const session = await registerStudent(t.app);
  const student = { id: session.user.id, email: session.user.email, token: session.accessToken };
  await call(teacher, 'POST', `/classes/${classId}/students`, { email: student.email });
  const base = `/player/classes/${classId}/modules/${moduleId}`;
  return { teacher, student, classId, moduleId, ebook, form, iframe, base };
}

const submit = (who: Person, url: string, answers: object, statementId = randomUUID()) =>
  call(who, 'POST', `${url}/submit`, { statementId, answers });

describe('the player', () => {
  it('shows the module map to enrolled students only', async () => {
    const c = await course();
    const map = await call(c.student, 'GET', c.base);
    expect(map.body.data).toMatchObject({ title: 'Plants', version: 1, completed: 0, total: 3 });
    expect(
      map.body.data.sections[0].units[0].activities.map((a: { status: string }) => a.status),
    ).toEqual(['available', 'available', 'available']);
    const outsider = await registerStudent(t.app);
    const refused = await call({ ...c.student, token: outsider.accessToken }, 'GET', c.base);
    expect(refused).toMatchObject({
      status: 404,
      body: { error: 'This module is not available in your class.' },
    });
    await call(c.teacher, 'POST', `/modules/${c.moduleId}/unpublish`);
    expect((await call(c.student, 'GET', c.base)).status).toBe(404);
  });

  it('marks forms on the server, never sending answers, and rewards a pass once', async () => {
    const c = await course();
    const url = `${c.base}/activities/${c.form}`;
    const opened = await call(c.student, 'GET', url);
    expect(JSON.stringify(opened.body.data.content)).not.toMatch(
      /correct|feedback|explanation|floats away|stomata|powers/,
    );
    expect(opened.body.data.state).toMatchObject({ status: 'in-progress', attempts: 0 });

    const wrong = await submit(c.student, url, { q1: 'he', q2: true });
    expect(wrong.body.data).toMatchObject({
      score: 1,
      maxScore: 2,
      percent: 50,
      passed: false,
      attemptsLeft: 2,
      completion: { rewards: [] },
    });
    expect(wrong.body.data.questions).toEqual([
      {
        id: 'q1',
        correct: false,
        points: 0,
        feedback: 'Think about the equation.',
        optionFeedback: [{ optionId: 'he', feedback: 'Helium floats away; leaves never hold it.' }],
        explanation: 'Leaves take carbon dioxide in through their stomata.',
      },
      {
        id: 'q2',
        correct: true,
        points: 1,
        feedback: '',
        optionFeedback: [{ optionId: 'true', feedback: 'Light powers photosynthesis.' }],
        explanation: '',
      },
    ]);

    const statementId = randomUUID();
    const right = await submit(c.student, url, { q1: 'co2', q2: true }, statementId);
    expect(right.body.data).toMatchObject({ passed: true, attemptsLeft: 1 });
    expect(right.body.data.state.status).toBe('completed');
    expect(right.body.data.completion.rewards).toEqual(activityRewards);
    expect(right.body.data.completion.wallets.EXPERIENCE).toBe(20);

    const again = await submit(c.student, url, { q1: 'co2', q2: true }, statementId);
    expect(again.body.data).toEqual(right.body.data);
    const later = await submit(c.student, url, { q1: 'co2', q2: true });
    expect(later.body.data).toMatchObject({ attemptsLeft: 0, completion: { rewards: [] } });
    const over = await submit(c.student, url, { q1: 'co2', q2: true });
    expect(over).toMatchObject({
      status: 409,
      body: { error: 'You have used all 3 attempts at this form.' },
    });
  });

  it('never shows a student a question the teacher left unfinished in the published form', async () => {
    const c = await course();
    const url = `${c.base}/activities/${c.form}`;
    const authoring = `/modules/${c.moduleId}/activities/${c.form}`;
    const before = (await call(c.student, 'GET', url)).body.data;
    const draft = (await call(c.teacher, 'GET', authoring)).body.data;
    const halfWritten = {
      id: 'q3',
      type: 'single',
      prompt: 'Which half-written question',
      points: 1,
      feedback: { correct: '', incorrect: '' },
      options: [{ id: 'a', text: 'Only option so far' }],
    };
    const saved = await call(c.teacher, 'PUT', authoring, {
      content: { ...draft.content, unfinished: [{ at: 2, question: halfWritten }] },
      baseUpdatedAt: draft.updatedAt,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.content.unfinished).toEqual([{ at: 2, question: halfWritten }]);

    const seen = async () => (await call(c.student, 'GET', url)).body.data;
    const unpublished = await seen();
    const published = await call(c.teacher, 'POST', `/modules/${c.moduleId}/publish`);
    expect(published).toMatchObject({
      status: 409,
      body: { error: 'Question 3 of “Quiz” is unfinished: finish or delete it, then publish.' },
    });
    for (const view of [unpublished, await seen()]) {
      expect(view.version).toBe(before.version);
      expect(view.content).toEqual(before.content);
      expect(view.content.questions.map((question: { id: string }) => question.id)).toEqual([
        'q1',
        'q2',
      ]);
      expect(JSON.stringify(view)).not.toMatch(/half-written|Only option so far|unfinished/i);
    }
  });

  it('keeps a form draft until it is submitted, and answers every attempt and the last marking', async () => {
    const c = await course();
    const url = `${c.base}/activities/${c.form}`;
    const fresh = await call(c.student, 'GET', url);
    expect(fresh.body.data.form).toEqual({ draft: null, attempts: [], last: null });

    const draft = { q1: 'he', q2: true };
    const saved = await call(c.student, 'PUT', `${url}/draft`, { answers: draft });
    expect(saved.status).toBe(204);
    // The same save again changes nothing; answers to questions the form lacks are not kept.
    await call(c.student, 'PUT', `${url}/draft`, { answers: { ...draft, q9: 'x' } });
    expect((await call(c.student, 'GET', url)).body.data.form.draft).toEqual(draft);

    await submit(c.student, url, draft);
    clock = new Date(clock.getTime() + 60_000);
    await submit(c.student, url, { q1: 'co2', q2: true });
    const after = (await call(c.student, 'GET', url)).body.data.form;
    expect(after.draft).toBeNull();
    expect(after.attempts).toEqual([
      { percent: 50, passed: false, submittedAt: expect.any(String) },
      { percent: 100, passed: true, submittedAt: expect.any(String) },
    ]);
    expect(after.last).toMatchObject({
      answers: { q1: 'co2', q2: true },
      score: 2,
      maxScore: 2,
      passed: true,
      questions: [
        { id: 'q1', correct: true, feedback: 'Right.' },
        { id: 'q2', correct: true },
      ],
    });

    // Only the student's own enrolled forms take drafts.
    const outsider = await registerStudent(t.app);
    const stranger = { ...c.student, token: outsider.accessToken };
    expect((await call(stranger, 'PUT', `${url}/draft`, { answers: draft })).status).toBe(404);
    const ebook = await call(c.student, 'PUT', `${c.base}/activities/${c.ebook}/draft`, {
      answers: {},
    });
    expect(ebook).toMatchObject({ status: 409, body: { error: 'Only forms keep draft answers.' } });
    const bad = await call(c.student, 'PUT', `${url}/draft`, { answers: { q1: { no: 1 } } });
    expect(bad.status).toBe(400);

    // A fresh start from the teacher starts the list of attempts again.
    await call(c.teacher, 'DELETE', `/classes/${c.classId}/students/${c.student.id}/progress`);
    expect((await call(c.student, 'GET', url)).body.data.form).toEqual({
      draft: null,
      attempts: [],
      last: null,
    });
  });

  it('completes e-books, holds iframes for their time, and rewards the module once', async () => {
    const c = await course();
    await call(c.student, 'GET', `${c.base}/activities/${c.iframe}`);
    const early = await call(c.student, 'POST', `${c.base}/activities/${c.iframe}/complete`, {
      statementId: randomUUID(),
    });
    expect(early.body.error).toBe('Keep this open for 60 more seconds to complete it.');
    clock = new Date(clock.getTime() + 61_000);
    const sim = await call(c.student, 'POST', `${c.base}/activities/${c.iframe}/complete`, {
      statementId: randomUUID(),
    });
    expect(sim.body.data.completion.moduleCompleted).toBe(false);

    const book = await call(c.student, 'POST', `${c.base}/activities/${c.ebook}/complete`, {
      statementId: randomUUID(),
    });
    expect(book.body.data.state.status).toBe('completed');
    const quiz = await submit(c.student, `${c.base}/activities/${c.form}`, { q1: 'co2', q2: true });
    expect(quiz.body.data.completion).toMatchObject({
      moduleCompleted: true,
      rewards: expect.arrayContaining([
        { wallet: 'EXPERIENCE', amount: 20 },
        { wallet: 'EXPERIENCE', amount: 100 },
        { wallet: 'ACHIEVEMENT_POINTS', amount: 50 },
      ]),
    });
    const map = await call(c.student, 'GET', c.base);
    expect(map.body.data).toMatchObject({ completed: 3, total: 3 });
    const bookAgain = await call(c.student, 'POST', `${c.base}/activities/${c.ebook}/complete`, {
      statementId: randomUUID(),
    });
    expect(bookAgain.body.data.completion.rewards).toEqual([]);
  });

  it('locks activities in order in a sequential class', async () => {
    const c = await course({ sequential: true });
    const map = await call(c.student, 'GET', c.base);
    expect(
      map.body.data.sections[0].units[0].activities.map((a: { status: string }) => a.status),
    ).toEqual(['available', 'locked', 'locked']);
    const locked = await call(c.student, 'GET', `${c.base}/activities/${c.form}`);
    expect(locked).toMatchObject({
      status: 409,
      body: { error: 'Finish the activities before this one first.' },
    });
    await call(c.student, 'POST', `${c.base}/activities/${c.ebook}/complete`, {
      statementId: randomUUID(),
    });
    expect((await call(c.student, 'GET', `${c.base}/activities/${c.form}`)).status).toBe(200);
  });

  it('saves the page and time, believing at most five minutes per save, and checks practice answers with their feedback', async () => {
    const c = await course();
    const url = `${c.base}/activities/${c.ebook}`;
    const opened = await call(c.student, 'GET', url);
    // The answer's feedback waits for the answer.
    expect(JSON.stringify(opened.body.data.content)).not.toMatch(/feedback|powers/);
    const saved = await call(c.student, 'POST', `${url}/progress`, {
      statementId: randomUUID(),
      page: 2,
      seconds: 3000,
    });
    expect(saved.body.data).toMatchObject({ page: 2, secondsSpent: 300 });
    const check = await call(c.student, 'POST', `${url}/check`, {
      blockId: 'practice',
      answer: true,
    });
    expect(check.body.data).toEqual({
      id: 'p1',
      correct: true,
      points: 1,
      feedback: '',
      optionFeedback: [{ optionId: 'true', feedback: 'Light powers photosynthesis.' }],
      explanation: '',
    });
    const other = await call(c.student, 'POST', `${url}/check`, {
      blockId: 'practice',
      answer: false,
    });
    expect(other.body.data).toMatchObject({ correct: false, optionFeedback: [] });
  });

  it('gives teachers the grid and the xAPI record, and nobody else', async () => {
    const c = await course();
    await submit(c.student, `${c.base}/activities/${c.form}`, { q1: 'co2', q2: false });
    const grid = await call(c.teacher, 'GET', `/classes/${c.classId}/progress`);
    expect(grid.body.data.activities.map((a: { title: string }) => a.title)).toEqual([
      'Read',
      'Quiz',
      'Simulation',
    ]);
    expect(grid.body.data.students[0]).toMatchObject({
      userId: c.student.id,
      name: 'Test Student',
    });
    expect(grid.body.data.students[0].cells[1]).toMatchObject({
      status: 'in-progress',
      score: 50,
    });
    const record = await call(c.teacher, 'GET', `/classes/${c.classId}/statements`);
    expect(record.body.statements[0]).toMatchObject({
      actor: { objectType: 'Agent', mbox: `mailto:${c.student.email}` },
      verb: { id: 'http://adlnet.gov/expapi/verbs/failed' },
      result: { score: { scaled: 0.5, raw: 1, min: 0, max: 2 }, success: false },
    });
    expect(record.body.more).toBe('');
    expect((await call(c.student, 'GET', `/classes/${c.classId}/progress`)).status).toBe(403);
  });
});

describe('the educator dashboard', () => {
  it('shows a teacher recent completions and who is failing, idle or not started', async () => {
    const c = await course();
    const enrol = async () => {
      const session = await registerStudent(t.app);
      const person = { id: session.user.id, email: session.user.email, token: session.accessToken };
      await call(c.teacher, 'POST', `/classes/${c.classId}/students`, { email: person.email });
      return person;
    };
    const [idle, busy, waiting] = [await enrol(), await enrol(), await enrol()];
    // c.student fails the form twice; idle opened the e-book a week ago and stopped; busy opened
    // it today; waiting has done nothing.
    const form = `${c.base}/activities/${c.form}`;
    await submit(c.student, form, { q1: 'he', q2: true });
    await submit(c.student, form, { q1: 'he', q2: true });
    await call(idle, 'GET', `${c.base}/activities/${c.ebook}`);
    await t.database.db
      .update(activityStates)
      .set({ updatedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(activityStates.userId, idle.id));
    await call(busy, 'GET', `${c.base}/activities/${c.ebook}`);
    await call(c.student, 'POST', `${c.base}/activities/${c.ebook}/complete`, {
      statementId: randomUUID(),
    });

    const overview = (await call(c.teacher, 'GET', '/educator/overview')).body.data;
    expect(overview.classes.map((entry: { id: string }) => entry.id)).toContain(c.classId);
    expect(overview.recent[0]).toMatchObject({
      classId: c.classId,
      userId: c.student.id,
      activityTitle: 'Read',
    });
    const mine = overview.attention.filter((row: { classId: string }) => row.classId === c.classId);
    expect(mine.map((row: { userId: string; reason: string }) => [row.userId, row.reason])).toEqual(
      [
        [c.student.id, 'failing'],
        [idle.id, 'idle'],
        [waiting.id, 'not-started'],
      ],
    );
    expect(mine[0]).toMatchObject({ activityTitle: 'Quiz', attempts: 2 });

    const stranger = await createUser(t.database.db, 'facilitator');
    const strangerToken = (await signIn(t.app, stranger.email)).accessToken;
    const theirs = await call({ ...stranger, token: strangerToken }, 'GET', '/educator/overview');
    expect(theirs.body.data).toEqual({ classes: [], recent: [], attention: [] });
    expect((await call(c.student, 'GET', '/educator/overview')).status).toBe(403);
  });
});

describe('resetting progress', () => {
  it('lets a teacher give a student a fresh start, keeping the record and the rewards', async () => {
    const c = await course();
    const url = `${c.base}/activities/${c.form}`;
    const passed = await submit(c.student, url, { q1: 'co2', q2: true });
    expect(passed.body.data.completion.rewards).toEqual(activityRewards);
    const reset = `/classes/${c.classId}/students/${c.student.id}/progress`;
    expect((await call(c.student, 'DELETE', reset)).status).toBe(403);

    expect((await call(c.teacher, 'DELETE', reset)).status).toBe(204);
    const state = (await call(c.student, 'GET', url)).body.data.state;
    expect(state).toMatchObject({ status: 'in-progress', attempts: 0, bestScore: null });
    const grid = (await call(c.teacher, 'GET', `/classes/${c.classId}/progress`)).body.data;
    expect(grid.students[0].cells[1]).toMatchObject({ score: null });
    const again = await submit(c.student, url, { q1: 'co2', q2: true });
    expect(again.body.data.passed).toBe(true);
    expect(again.body.data.completion.rewards).toEqual([]);
    const record = (await call(c.teacher, 'GET', `/classes/${c.classId}/statements`)).body
      .statements;
    expect(record.map((s: { verb: { id: string } }) => s.verb.id.split('/').at(-1))).toContain(
      'passed',
    );

    const nobody = `/classes/${c.classId}/students/${randomUUID()}/progress`;
    expect((await call(c.teacher, 'DELETE', nobody)).body).toMatchObject({
      error: 'That student has no progress in this class.',
    });
  });
});

describe.runIf(inject('databaseTarget').kind === 'postgres')('under concurrency', () => {
  it('counts 20 concurrent copies of one submit once', async () => {
    const c = await course();
    const url = `${c.base}/activities/${c.form}`;
    const statementId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        submit(c.student, url, { q1: 'co2', q2: true }, statementId),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    const state = (await call(c.student, 'GET', url)).body.data.state;
    expect(state.attempts).toBe(1);
    // Every copy answers what the one that counted answered.
    const [first] = results;
    for (const result of results) expect(result.body.data).toEqual(first?.body.data);
    expect(first?.body.data.completion.rewards).toEqual(activityRewards);
  });
});
