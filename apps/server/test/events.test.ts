import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletLedger } from '../src/db/schema';
import { type ApiCall, callApi } from './support/api';
import { appWithStaff, movableClock } from './support/clocked-app';
import { publishedModule } from './support/modules';
import type { TestApp } from './support/test-app';
import { registerStudent } from './support/users';

/** The app's clock; tests move it past a week's or an event's end (see support/clocked-app.ts). */
const clock = movableClock();
let t: TestApp;
let admin: string;
let teacher: string;
beforeAll(async () => {
  ({ t, admin, teacher } = await appWithStaff(clock.now));
});
afterAll(() => t.close());

const call = (...args: ApiCall) => callApi(t, ...args);

const at = (iso: string) => new Date(iso);
const eventFields = (slug: string, quest: object, window = ['2027-03-01', '2027-03-31']) => ({
  slug,
  title: `Event ${slug}`,
  startsAt: `${window[0]}T00:00:00Z`,
  endsAt: `${window[1]}T00:00:00Z`,
  quest,
  reward: { wallet: 'DIAMONDS', amount: 15 },
});

/** A student in an academy module of `count` e-books; `complete()` finishes the next one. */
async function learner(count: number) {
  const { moduleId, activityIds } = await publishedModule(
    t.app,
    teacher,
    { title: `Reading ${randomUUID()}`, listedInAcademy: true },
    count,
  );
  const session = await registerStudent(t.app);
  const token = session.accessToken;
  const { classId } = (await call(token, 'POST', `/academy/modules/${moduleId}/enrol`)).body.data;
  const complete = async () => {
    const done = await call(
      token,
      'POST',
      `/player/classes/${classId}/modules/${moduleId}/activities/${activityIds.shift()}/complete`,
      { statementId: randomUUID() },
    );
    expect(done.status).toBe(200);
  };
  return { token, userId: session.user.id, complete };
}

describe('events', () => {
  it('are made by admins, with a free slug and a window that ends after it starts', async () => {
    const created = await call(
      admin,
      'POST',
      '/events',
      eventFields('spring-sprint', { kind: 'activities', target: 2 }),
    );
    expect(created).toMatchObject({
      status: 201,
      body: { data: { slug: 'spring-sprint', participants: 0, entry: null } },
    });
    expect(
      (
        await call(
          admin,
          'POST',
          '/events',
          eventFields('spring-sprint', { kind: 'activities', target: 2 }),
        )
      ).body.error,
    ).toBe('An event with this slug exists already. Choose another.');
    const backwards = await call(
      admin,
      'POST',
      '/events',
      eventFields('backwards', { kind: 'activities', target: 2 }, ['2027-03-31', '2027-03-01']),
    );
    expect(backwards.status).toBe(400);
    const moved = await call(admin, 'PUT', '/events/spring-sprint', {
      endsAt: '2027-02-01T00:00:00Z',
    });
    expect(moved.body.error).toBe('endsAt must be after startsAt.');
    const renamed = await call(admin, 'PUT', '/events/spring-sprint', { title: 'Spring sprint' });
    expect(renamed.body.data).toMatchObject({
      title: 'Spring sprint',
      endsAt: '2027-03-31T00:00:00.000Z',
    });
    const { accessToken: student } = await registerStudent(t.app);
    expect(
      (
        await call(
          student,
          'POST',
          '/events',
          eventFields('mine', { kind: 'activities', target: 1 }),
        )
      ).status,
    ).toBe(403);
  });

  it('count only what a student does after joining and while the event runs, and reward once', async () => {
    await call(
      admin,
      'POST',
      '/events',
      eventFields('reading-week', { kind: 'activities', target: 2 }),
    );
    const { token, complete } = await learner(5);

    clock.set(at('2027-02-20T10:00:00Z'));
    expect((await call(token, 'POST', '/events/reading-week/join')).body.error).toBe(
      'This event has not started yet.',
    );
    await complete();
    clock.set(at('2027-03-02T10:00:00Z'));
    await complete(); // before joining: does not count
    clock.set(at('2027-03-02T11:00:00Z'));
    const joined = await call(token, 'POST', '/events/reading-week/join');
    expect(joined.body.data).toMatchObject({
      status: 'live',
      participants: 1,
      entry: { progress: 0, claimedAt: null },
    });
    clock.set(at('2027-03-03T09:00:00Z'));
    await complete();
    expect((await call(token, 'POST', '/events/reading-week/claim')).body.error).toBe(
      'Finish the quest before claiming its reward.',
    );
    clock.set(at('2027-03-04T09:00:00Z'));
    await complete();
    expect((await call(token, 'GET', '/events/reading-week')).body.data.entry.progress).toBe(2);

    const claims = await Promise.all(
      Array.from({ length: 5 }, () => call(token, 'POST', '/events/reading-week/claim')),
    );
    expect(claims.filter((claim) => claim.status === 200)).toHaveLength(1);
    expect(claims.filter((claim) => claim.status === 409)).toHaveLength(4);
    const won = claims.find((claim) => claim.status === 200)?.body.data;
    expect(won.event.entry.claimedAt).toBe('2027-03-04T09:00:00.000Z');
    // 15 from the event on top of 5 from the streak those three days in a row reached.
    expect(won.wallets.DIAMONDS).toBe(20);
    const credits = (await t.database.db.select().from(walletLedger)).filter(
      (entry) => entry.reason === 'Event reward: Event reading-week',
    );
    expect(credits.map((entry) => entry.delta)).toEqual([15]);

    clock.set(at('2027-04-02T09:00:00Z'));
    const { token: late } = await learner(1);
    expect((await call(late, 'POST', '/events/reading-week/join')).body.error).toBe(
      'This event has ended.',
    );
    const listed = (await call(token, 'GET', '/events')).body.data;
    expect(listed.find((event: { slug: string }) => event.slug === 'reading-week')).toMatchObject({
      status: 'ended',
      entry: { progress: 2 },
    });
  });

  it('count experience earned after joining towards an experience quest', async () => {
    clock.set(null);
    const now = Date.now();
    await call(admin, 'POST', '/events', {
      ...eventFields('xp-dash', { kind: 'experience', target: 30 }),
      startsAt: new Date(now - 86_400_000).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
    });
    const { token, userId, complete } = await learner(3);
    await call(token, 'POST', '/events/xp-dash/join');
    await complete();
    expect((await call(token, 'GET', '/events/xp-dash')).body.data.entry.progress).toBe(20);
    await complete();
    const full = (await call(token, 'GET', '/events/xp-dash')).body.data.entry;
    expect(full.progress).toBe(30);
    const claimed = await call(token, 'POST', '/events/xp-dash/claim');
    expect(claimed.status).toBe(200);
    const credits = (await t.database.db.select().from(walletLedger)).filter(
      (entry) => entry.userId === userId && entry.reason === 'Event reward: Event xp-dash',
    );
    expect(credits).toHaveLength(1);
  });

  it('answer 404 for an event that does not exist', async () => {
    const { accessToken: student } = await registerStudent(t.app);
    expect((await call(student, 'POST', '/events/nothing-here/join')).status).toBe(404);
  });
});
