import { lmsLinkPath, ltiClaims } from '@sparked/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classModules } from '../src/db/schema';
import { appWithLms, classOfCourse as classOfTheCourse, ltiOrigin as origin } from './support/lti';
import { launchFrom, resourceLink } from './support/lti-launch';
import { type MockLms, membershipRole } from './support/mock-lms';
import { publishedModule } from './support/modules';
import type { TestApp } from './support/test-app';
import { bearer, createUser, signIn } from './support/users';

let t: TestApp;
let lms: MockLms;
let authorToken: string;
let moduleId: string;
let activityIds: string[];

/** A launch of a Thin Common Cartridge's link, as the LMS sends it once imported. */
const launchLink = (sub: string, role: string, activityId: string, linkId = `link-${activityId}`) =>
  launchFrom(t.app, lms, origin, {
    sub,
    [ltiClaims.roles]: [membershipRole(role)],
    [ltiClaims.targetLinkUri]: `${origin}${lmsLinkPath(moduleId, activityId)}`,
    ...resourceLink(linkId, 'Imported link'),
  });

const classOfCourse = () => classOfTheCourse(t);

/** The modules the course's class has, as the class keeps them. */
const assignedModules = async (classId: string) =>
  (
    await t.database.db
      .select({ moduleId: classModules.moduleId })
      .from(classModules)
      .where(eq(classModules.classId, classId))
  ).map((row) => row.moduleId);

/** What a learner's player answers for the module in the class. */
const playerStatus = async (token: string, classId: string) =>
  (
    await t.app.inject({
      url: `/sparked-api/player/classes/${classId}/modules/${moduleId}`,
      headers: bearer(token),
    })
  ).statusCode;

beforeAll(async () => {
  ({ t, lms } = await appWithLms({ name: 'Canvas' }));
  // The teacher came from the LMS, made the module in Sparked, and exported its links into the
  // course (the export's own test checks the links' addresses).
  const teacher = await launchFrom(t.app, lms, origin, {
    sub: 'teacher-1',
    [ltiClaims.roles]: [membershipRole('Instructor')],
  });
  authorToken = teacher.accessToken;
  ({ moduleId, activityIds } = await publishedModule(t.app, authorToken, { title: 'Tides' }, 2));
});
afterAll(async () => {
  await lms.close();
  await t.close();
});

describe('a Thin Common Cartridge link launched from a course', () => {
  it('takes a learner to the player in the course’s class, and a teacher who authors the module adds it there, once', async () => {
    const learner = await launchLink('learner-1', 'Learner', activityIds[1] ?? '');
    const classId = await classOfCourse();
    expect(classId).not.toBe('');
    expect(learner.landing).toBe(
      `/player/classes/${classId}/modules/${moduleId}/activities/${activityIds[1]}`,
    );
    // Before a teacher opened a link, the class does not have the module yet.
    expect(await playerStatus(learner.accessToken, classId)).not.toBe(200);

    const teacher = await launchLink('teacher-1', 'Instructor', activityIds[0] ?? '');
    expect(teacher.landing).toBe(
      `/player/classes/${classId}/modules/${moduleId}/activities/${activityIds[0]}`,
    );
    expect(await assignedModules(classId)).toEqual([moduleId]);
    expect(await playerStatus(learner.accessToken, classId)).toBe(200);
    await launchLink('teacher-1', 'Instructor', activityIds[1] ?? '');
    expect(await assignedModules(classId)).toEqual([moduleId]);
  });

  it('does not add a module its launcher does not author', async () => {
    const other = await signIn(t.app, (await createUser(t.database.db, 'facilitator')).email);
    const theirs = await publishedModule(t.app, other.accessToken, { title: 'Not yours' }, 1);
    const teacher = await launchFrom(t.app, lms, origin, {
      sub: 'teacher-1',
      [ltiClaims.roles]: [membershipRole('Instructor')],
      [ltiClaims.targetLinkUri]: `${origin}${lmsLinkPath(theirs.moduleId, theirs.activityIds[0])}`,
      ...resourceLink('link-theirs', 'Imported link'),
    });
    const classId = await classOfCourse();
    expect(teacher.landing).toContain(theirs.moduleId);
    expect(await assignedModules(classId)).toEqual([moduleId]);
  });
});
