import { randomUUID } from 'node:crypto';
import { ltiLearnerRoles, ltiPlaceholderEmailDomain, ltiTeachingRoles } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { classRecords } from '../classes';
import { recordAudit } from '../core/audit-log';
import { type PublicUser, userRepository } from '../core/users-repository';
import { createAccount, noPasswordYet } from '../sso';
import { recordLaunchServices } from './launch-services';
import type { Launch } from './launch-token';
import { refusals } from './refusal';
import { type LtiPlatformRow, ltiRepository as repository } from './repository';

const teachingRoles: readonly string[] = ltiTeachingRoles;
const learnerRoles: readonly string[] = ltiLearnerRoles;

/** What a person is in the course: context roles only; an institution's admin is nobody special. */
export function courseRoleOf(roles: readonly string[]): 'teacher' | 'learner' | 'none' {
  if (roles.some((role) => teachingRoles.includes(role))) return 'teacher';
  if (roles.some((role) => learnerRoles.includes(role))) return 'learner';
  return 'none';
}

/** A name an LMS sent, as Sparked keeps text: no control or format characters, one line, short. */
const cleanName = (value: string | undefined) =>
  value
    ?.replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, '')
    .trim()
    .slice(0, 100) || undefined;

/**
 * Names are optional in LTI: the given and family names, or the full name split at its first
 * space, or a plain word for the role. The email is a placeholder under `.invalid` that no mail
 * is sent to (decision 0028): an LMS's email is never trusted to join an existing account.
 */
function newAccountValues(launch: Pick<Launch, 'person'>, teaching: boolean) {
  const [first, ...rest] = (cleanName(launch.person.name) ?? '').split(' ');
  return {
    email: `lti-${randomUUID()}@${ltiPlaceholderEmailDomain}`,
    firstName: cleanName(launch.person.givenName) ?? (first || (teaching ? 'Teacher' : 'Learner')),
    lastName: cleanName(launch.person.familyName) ?? rest.join(' '),
    role: teaching ? ('facilitator' as const) : ('student' as const),
    passwordHash: noPasswordYet,
  };
}

/**
 * The one Sparked account of (issuer, sub): made on the first launch (or roster sync), a
 * teacher's raised once.
 */
export async function accountFor(
  tx: Database,
  launch: Pick<Launch, 'issuer' | 'subject' | 'person'>,
  teaching: boolean,
  platform: LtiPlatformRow,
): Promise<{ user: PublicUser; roleRaised: boolean }> {
  const known = await repository.accountOf(tx, launch.issuer, launch.subject);
  if (!known) {
    const user = await createAccount(tx, newAccountValues(launch, teaching));
    if (!user) throw new Error('an LMS account could not be created');
    await repository.insertAccount(tx, {
      issuer: launch.issuer,
      subject: launch.subject,
      userId: user.id,
    });
    return { user, roleRaised: false };
  }
  const user = await userRepository.findUser(tx, known);
  if (!user)
    throw refusals.notRegistered(`the Sparked account of ${launch.subject} is deactivated`);
  if (!teaching || user.role !== 'student') return { user, roleRaised: false };
  if (!(await repository.raiseToFacilitator(tx, user.id))) return { user, roleRaised: false };
  await recordAudit(tx, { id: user.id, ip: null, userAgent: null }, [
    {
      action: 'user.role',
      subjectId: user.id,
      target: `user:${user.id}`,
      before: { role: 'student' },
      after: { role: 'facilitator' },
      reason: `Launched from ${platform.name} as a teacher`,
    },
  ]);
  return { user: { ...user, role: 'facilitator' }, roleRaised: true };
}

/**
 * The course as a Sparked class: made on its first launch, owned by the teacher who launched it,
 * or by the admin who registered the LMS when a learner comes first. Teachers teach it; learners
 * are enrolled.
 */
async function placeInClass(
  tx: Database,
  launch: Launch,
  role: 'teacher' | 'learner' | 'none',
  user: PublicUser,
  platform: LtiPlatformRow,
): Promise<string | null> {
  if (!launch.context) return null;
  const key = {
    issuer: launch.issuer,
    deploymentId: launch.deploymentId,
    contextId: launch.context.id,
  };
  let classId = await repository.contextClass(tx, key);
  if (!classId) {
    const ownerId = role === 'teacher' ? user.id : platform.createdBy;
    if (!ownerId) return null;
    const created = await classRecords.createNamed(
      tx,
      ownerId,
      launch.context.title ?? '',
      'Course from the LMS',
    );
    await repository.insertContext(tx, { ...key, classId: created.id });
    classId = created.id;
  }
  if (role === 'teacher') {
    if (!(await classRecords.isTeacher(tx, classId, user.id)))
      await classRecords.addTeacher(tx, classId, user.id);
  } else if (role === 'learner') await classRecords.admit(tx, classId, user.id, 'teacher');
  return classId;
}

/** Who launched and into which class, in one transaction. */
export async function admitLaunch(
  db: Database,
  launch: Launch,
  platform: LtiPlatformRow,
): Promise<{ user: PublicUser; classId: string | null; roleRaised: boolean }> {
  const role = courseRoleOf(launch.roles);
  const admit = () =>
    db.transaction(async (tx) => {
      const { user, roleRaised } = await accountFor(tx, launch, role === 'teacher', platform);
      const classId = await placeInClass(tx, launch, role, user, platform);
      await recordLaunchServices(
        tx,
        launch,
        { platformId: platform.id, userId: user.id, classId, learner: role === 'learner' },
        new Date(),
      );
      return { user, classId, roleRaised };
    });
  try {
    return await admit();
  } catch (error) {
    // Two first launches at once (two tabs): one made the account or class; the other uses it.
    if (!isUniqueViolation(error)) throw error;
    return admit();
  }
}
