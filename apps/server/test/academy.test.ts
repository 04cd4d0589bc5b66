import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, callApi, tokenOf } from './support/api';
import { publishedModule } from './support/modules';
import { createTestApp, type TestApp } from './support/test-app';
import { registerStudent } from './support/users';

let t: TestApp;
let author: string;
beforeAll(async () => {
  t = await createTestApp();
  author = await tokenOf(t, 'facilitator');
});
afterAll(() => t.close());

const call = (...args: ApiCall) => callApi(t, ...args);

/** A published module with one e-book, listed in the academy unless told otherwise. */
const published = (title: string, details: object = {}, listed = true) =>
  publishedModule(t.app, author, {
    title,
    subject: 'Astronomy',
    listedInAcademy: listed,
    ...details,
  });

describe('the academy', () => {
  it('lists listed, published modules to anyone, with filters', async () => {
    const listed = await published('Phases of the Moon', {
      level: 'beginner',
      estimatedMinutes: 20,
      licence: 'cc-by-4.0',
    });
    await published('Black holes', { level: 'advanced', estimatedMinutes: 90 });
    await published('Unlisted stars', {}, false);
    const draft = await call(author, 'POST', '/modules', {
      title: 'Draft comets',
      listedInAcademy: true,
    });

    const all = await call(null, 'GET', '/academy/modules?subject=Astronomy');
    const titles = all.body.data.modules.map((m: { title: string }) => m.title);
    expect(titles).toEqual(expect.arrayContaining(['Phases of the Moon', 'Black holes']));
    expect(titles).not.toContain('Unlisted stars');
    expect(titles).not.toContain('Draft comets');
    expect(all.body.data.subjects).toContain('Astronomy');
    const short = await call(null, 'GET', '/academy/modules?maxMinutes=30&search=moon');
    expect(short.body.data.modules).toEqual([
      expect.objectContaining({
        id: listed.moduleId,
        authors: ['Test facilitator'],
        activities: 1,
        estimatedMinutes: 20,
        licence: 'cc-by-4.0',
      }),
    ]);
    expect((await call(null, 'GET', `/academy/modules/${draft.body.data.id}`)).status).toBe(404);
  });

  it('filters free and paid modules', async () => {
    await published('Free comets', { subject: 'Comets' });
    await published('Paid comets', { subject: 'Comets', price: { amount: 499, currency: 'usd' } });
    const titles = async (price: string) =>
      (
        await call(null, 'GET', `/academy/modules?subject=Comets&price=${price}`)
      ).body.data.modules.map((m: { title: string }) => m.title);
    expect(await titles('free')).toEqual(['Free comets']);
    expect(await titles('paid')).toEqual(['Paid comets']);
    expect((await call(null, 'GET', '/academy/modules?price=cheap')).status).toBe(400);
  });

  it('lets a student enrol on their own and play it like a class module', async () => {
    const { moduleId, activityId } = await published('Eclipses');
    const student = (await registerStudent(t.app)).accessToken;
    const page = await call(student, 'GET', `/academy/modules/${moduleId}`);
    expect(page.body.data).toMatchObject({
      enrolment: null,
      sections: [{ units: [{ activities: [{ title: 'Read' }] }] }],
    });
    const enrolled = await call(student, 'POST', `/academy/modules/${moduleId}/enrol`);
    const { classId } = enrolled.body.data;
    expect(
      (await call(student, 'POST', `/academy/modules/${moduleId}/enrol`)).body.data.classId,
    ).toBe(classId);
    expect(
      (await call(student, 'GET', `/academy/modules/${moduleId}`)).body.data.enrolment,
    ).toEqual({ classId });
    expect((await call(student, 'GET', '/my/classes')).body.data).toEqual([
      expect.objectContaining({ id: classId, academy: true, name: 'Eclipses' }),
    ]);
    const done = await call(
      student,
      'POST',
      `/player/classes/${classId}/modules/${moduleId}/activities/${activityId}/complete`,
      {
        statementId: randomUUID(),
      },
    );
    expect(done.body.data.completion.moduleCompleted).toBe(true);
    // The teacher's class list stays the teacher's.
    expect((await call(author, 'GET', '/classes')).body.data.classes).toEqual([]);
    expect((await call(author, 'POST', `/academy/modules/${moduleId}/enrol`)).status).toBe(403);
  });
});
