import { randomUUID } from 'node:crypto';
import { ltiClaims, ltiServiceScopes } from '@sparked/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ltiAccounts, ltiContexts, ltiRosterMembers, users } from '../src/db/schema';
import { sentenceIn } from '../src/i18n/catalogues';
import { appWithLmsServices, classOfCourse, ltiOrigin as origin } from './support/lti';
import { launchFrom, rosterClaim } from './support/lti-launch';
import { type MockLms, type MockLmsServices, membershipRole } from './support/mock-lms';
import type { TestApp } from './support/test-app';
import { bearer, createUser, signIn } from './support/users';

let t: TestApp;
let lms: MockLms;
let services: MockLmsServices;
let teacherToken: string;
let classId: string;

const learner = membershipRole('Learner');
const instructor = membershipRole('Instructor');

beforeAll(async () => {
  ({ t, lms, services } = await appWithLmsServices({ name: 'Canvas' }));
  const teacher = await launchFrom(t.app, lms, origin, {
    sub: 'teacher-1',
    [ltiClaims.roles]: [instructor],
    ...rosterClaim(services.membershipsUrl),
  });
  teacherToken = teacher.accessToken;
  classId = await classOfCourse(t);
  // A learner who launched before any sync, and who has since left the course.
  await launchFrom(t.app, lms, origin, { sub: 'learner-left' });
});
afterAll(async () => {
  await lms.close();
  await t.close();
});

const sync = (token = teacherToken, id = classId) =>
  t.app.inject({
    method: 'POST',
    url: `/sparked-api/classes/${id}/lms/roster-sync`,
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
  });

const roster = async () => {
  const response = await t.app.inject({
    url: `/sparked-api/classes/${classId}/students`,
    headers: bearer(teacherToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { userId: string; name: string; nickname: string }[];
};

async function accountOf(subject: string) {
  const [row] = await t.database.db
    .select({ userId: ltiAccounts.userId })
    .from(ltiAccounts)
    .where(and(eq(ltiAccounts.issuer, lms.issuer), eq(ltiAccounts.subject, subject)));
  return row?.userId;
}

describe('syncing the roster from the LMS (Names and Role Provisioning)', () => {
  it('adds the listed members across two pages and marks who left as removed', async () => {
    services.setRoster([
      [
        { user_id: 'teacher-1', roles: [instructor], name: 'Ada Lovelace' },
        { user_id: 'learner-ana', roles: [learner], given_name: 'Ana', family_name: 'Silva' },
        { user_id: 'nobody', roles: [] },
      ],
      [
        // Names are optional in NRPS, as in launches.
        { user_id: 'learner-no-name', roles: [learner] },
        { user_id: 'learner-inactive', roles: [learner], status: 'Inactive', name: 'Ina Ctive' },
      ],
    ]);
    const requests = services.rosterRequests.length;
    const response = await sync();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ added: 2, kept: 0, removed: 1, teachers: 1 });
    // Both pages, the second from the first's Link header.
    expect(services.rosterRequests.slice(requests)).toEqual(['?page=0', '?page=1']);
    expect(services.tokenRequests.some((form) => form.scope === ltiServiceScopes.roster)).toBe(
      true,
    );

    const students = await roster();
    const ana = await accountOf('learner-ana');
    const noName = await accountOf('learner-no-name');
    const left = await accountOf('learner-left');
    expect(students.map((student) => student.userId).sort()).toEqual([ana, noName].sort());
    expect(students.find((student) => student.userId === ana)?.name).toBe('Ana Silva');
    expect(await accountOf('learner-inactive')).toBeUndefined();
    expect(await accountOf('nobody')).toBeUndefined();
    // Removed, not deleted: the account stays, and the roster says when they left.
    const [account] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, left ?? ''));
    expect(account?.email).toMatch(/@lms\.invalid$/);
    const [mark] = await t.database.db
      .select()
      .from(ltiRosterMembers)
      .where(eq(ltiRosterMembers.subject, 'learner-left'));
    expect(mark).toMatchObject({ status: 'removed', userId: left });
    expect(mark?.removedAt).not.toBeNull();

    const view = await t.app.inject({
      url: `/sparked-api/classes/${classId}/lms`,
      headers: bearer(teacherToken),
    });
    expect(view.json().data).toMatchObject({
      platformName: 'Canvas',
      rosterAvailable: true,
      lastSync: { added: 2, kept: 0, removed: 1, teachers: 1 },
    });
  });

  it('keeps who stays, removes who the LMS no longer lists, and classmates still see nicknames', async () => {
    services.setRoster([
      [
        { user_id: 'teacher-1', roles: [instructor] },
        { user_id: 'learner-ana', roles: [learner], given_name: 'Ana', family_name: 'Silva' },
      ],
      [{ user_id: 'learner-no-name', roles: [learner], status: 'Deleted' }],
    ]);
    const response = await sync();
    expect(response.json().data).toMatchObject({ added: 0, kept: 1, removed: 1, teachers: 1 });
    const ana = await accountOf('learner-ana');
    expect((await roster()).map((student) => student.userId)).toEqual([ana]);

    // Ana signs in from the LMS: her classmates list shows nicknames, not her names.
    const session = await launchFrom(t.app, lms, origin, { sub: 'learner-ana' });
    expect(session.user.id).toBe(ana);
    const classmates = await t.app.inject({
      url: `/sparked-api/classes/${classId}/classmates`,
      headers: bearer(session.accessToken),
    });
    expect(classmates.statusCode).toBe(200);
    expect(classmates.body).not.toContain('Silva');
  });

  it('refuses students, other teachers and a class without the LMS roster', async () => {
    const student = await launchFrom(t.app, lms, origin, { sub: 'learner-ana' });
    expect((await sync(student.accessToken)).statusCode).toBe(403);
    const other = await signIn(t.app, (await createUser(t.database.db, 'facilitator')).email);
    expect([403, 404]).toContain((await sync(other.accessToken)).statusCode);

    const created = await t.app.inject({
      method: 'POST',
      url: '/sparked-api/classes',
      headers: bearer(other.accessToken),
      payload: { name: 'Plain class', joinMode: 'open' },
    });
    const plain = await sync(other.accessToken, created.json().data.id);
    expect(plain.statusCode).toBe(404);
    expect(plain.json().error).toMatch(/not linked to a course/);

    // A course whose launch offered no roster service.
    const teacher = await launchFrom(t.app, lms, origin, {
      sub: 'teacher-2',
      [ltiClaims.roles]: [instructor],
      [ltiClaims.context]: { id: 'course-no-roster', title: 'No roster' },
    });
    const [context] = await t.database.db
      .select()
      .from(ltiContexts)
      .where(eq(ltiContexts.contextId, 'course-no-roster'));
    const refused = await sync(teacher.accessToken, context?.classId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/has not offered its roster/);
  });

  it('answers 503 with the LMS’s status while it is down, changing nothing', async () => {
    services.down();
    try {
      const response = await sync();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        error: 'The LMS did not give its roster (503): temporarily_unavailable',
        message: {
          id: 'lti.roster.not-given',
          values: { status: 503, detail: 'temporarily_unavailable' },
        },
      });
      // The page shows it in its reader's language, from the same catalogue (decision 0046).
      expect(sentenceIn('fil', response.json().error, response.json().message)).toBe(
        'Hindi ibinigay ng LMS ang roster nito (503): temporarily_unavailable',
      );
    } finally {
      services.up();
    }
  });
});
