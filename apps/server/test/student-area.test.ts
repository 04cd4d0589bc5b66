import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOwnership } from '../src/db/schema';
import { streakFreezeItemId } from '../src/seed/economy-catalogue';
import { type ApiCall, callApi, tokenOf } from './support/api';
import { publishedModule } from './support/modules';
import { createTestApp, type TestApp } from './support/test-app';
import { registerStudent } from './support/users';

/** What finishing an activity earns (the seeded `module_activities/completed` rules, by wallet). */
const activityRewards = [
  { wallet: 'ACHIEVEMENT_POINTS', amount: 10 },
  { wallet: 'EXPERIENCE', amount: 20 },
];

let t: TestApp;
let clock = new Date('2026-10-30T15:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, () => clock);
});
afterAll(() => t.close());

const call = (...args: ApiCall) => callApi(t, ...args);

describe('settings', () => {
  it('start from the defaults and change only what is sent', async () => {
    const { accessToken: student } = await registerStudent(t.app);
    expect((await call(student, 'GET', '/my/settings')).body.data).toEqual({
      timeZone: 'UTC',
      music: false,
      sound: true,
      leaderboards: true,
    });
    await call(student, 'PUT', '/my/settings', { timeZone: 'Asia/Manila' });
    const changed = await call(student, 'PUT', '/my/settings', { music: true });
    expect(changed.body.data).toEqual({
      timeZone: 'Asia/Manila',
      music: true,
      sound: true,
      leaderboards: true,
    });
  });

  it('refuse a time zone that does not exist, and callers who are not signed in', async () => {
    const { accessToken: student } = await registerStudent(t.app);
    const bad = await call(student, 'PUT', '/my/settings', { timeZone: 'Mars/Olympus_Mons' });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        issues: [
          { path: 'timeZone', message: 'timeZone must be a time zone such as Europe/Madrid.' },
        ],
      },
    });
    expect((await call(student, 'GET', '/my/settings')).body.data.timeZone).toBe('UTC');
    expect((await call(null, 'GET', '/my/settings')).status).toBe(401);
  });
});

describe('the platform’s links', () => {
  it('are public to read and set by admins, https only', async () => {
    const admin = await tokenOf(t, 'admin');
    const { accessToken: student } = await registerStudent(t.app);
    expect((await call(null, 'GET', '/platform-links')).body.data).toEqual({
      social: [],
      appStore: null,
      googlePlay: null,
    });
    const links = {
      social: [{ network: 'youtube', url: 'https://youtube.example/@school' }],
      appStore: 'https://apps.example/school',
      googlePlay: null,
    };
    expect((await call(student, 'PUT', '/platform-links', links)).status).toBe(403);
    const plain = await call(admin, 'PUT', '/platform-links', {
      ...links,
      appStore: 'http://x.example',
    });
    expect(plain).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'appStore', message: 'Links must be https:// addresses.' }] },
    });
    expect((await call(admin, 'PUT', '/platform-links', links)).body.data).toEqual(links);
    expect((await call(null, 'GET', '/platform-links')).body.data).toEqual(links);
  });
});

describe('streaks', () => {
  it('count days in the learner’s time zone, across a daylight-saving change, and reward milestones once', async () => {
    const teacher = await tokenOf(t, 'facilitator');
    const { moduleId, activityIds } = await publishedModule(
      t.app,
      teacher,
      { title: 'Daily reading', listedInAcademy: true },
      6,
    );
    const session = await registerStudent(t.app);
    const student = session.accessToken;
    await call(student, 'PUT', '/my/settings', { timeZone: 'America/New_York' });
    const { classId } = (await call(student, 'POST', `/academy/modules/${moduleId}/enrol`)).body
      .data;
    const complete = async (at: string) => {
      clock = new Date(at);
      const activityId = activityIds.shift();
      const done = await call(
        student,
        'POST',
        `/player/classes/${classId}/modules/${moduleId}/activities/${activityId}/complete`,
        { statementId: randomUUID() },
      );
      expect(done.status).toBe(200);
      return done.body.data.completion;
    };
    const streak = async () => (await call(student, 'GET', '/my/streak')).body.data;

    // 11:00 and 23:30 on 30 October in New York: one day there, two in UTC.
    expect(await complete('2026-10-30T15:00:00Z')).toMatchObject({ streakMilestone: null });
    await complete('2026-10-31T03:30:00Z');
    expect(await streak()).toMatchObject({ days: 1, learnedToday: true, nextMilestone: 3 });
    await complete('2026-10-31T20:00:00Z');
    // 23:30 on 1 November, a 25-hour day as New York leaves daylight saving.
    const third = await complete('2026-11-02T04:30:00Z');
    expect(third.streakMilestone).toBe(3);
    expect(third.rewards).toEqual(
      expect.arrayContaining([
        { wallet: 'ACHIEVEMENT_POINTS', amount: 30 },
        { wallet: 'DIAMONDS', amount: 5 },
      ]),
    );
    expect(await streak()).toMatchObject({
      days: 3,
      longest: 3,
      learnedToday: true,
      nextMilestone: 7,
      timeZone: 'America/New_York',
    });

    // Two days missed (2 and 3 November): broken, unless freezes cover them.
    clock = new Date('2026-11-04T15:00:00Z');
    expect(await streak()).toMatchObject({ days: 0, longest: 3, freezesNeeded: 0 });
    await t.database.db
      .insert(itemOwnership)
      .values({ userId: session.user.id, itemId: streakFreezeItemId, quantity: 2 });
    expect(await streak()).toMatchObject({ days: 3, freezes: 2, freezesNeeded: 2 });
    const fourth = await complete('2026-11-04T15:00:00Z');
    expect(fourth).toMatchObject({ rewards: activityRewards, streakMilestone: null });
    expect(await streak()).toMatchObject({ days: 4, freezes: 0, freezesNeeded: 0 });
  });

  it('are for students', async () => {
    const staff = await tokenOf(t, 'facilitator');
    expect((await call(staff, 'GET', '/my/streak')).status).toBe(403);
  });
});
