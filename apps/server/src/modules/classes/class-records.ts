import { classDetailsSchema } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { classRepository } from './repository';

/** A class made for a course elsewhere (an LMS's): the name, or a plain one it cannot be. */
async function createNamed(db: Database, ownerId: string, name: string, fallback: string) {
  const parsed = classDetailsSchema.safeParse({ name });
  const details = parsed.success ? parsed.data : classDetailsSchema.parse({ name: fallback });
  return classRepository.insert(db, ownerId, details);
}

/**
 * What other domains read and change of classes: leagues and payments check who is in a class
 * and who teaches it, the academy enrols buyers in its classes and sets their modules, sign-up
 * follows a referral code into a class, and an LMS launch makes its course's class and fills it.
 */
export const classRecords = {
  find: classRepository.find,
  names: classRepository.names,
  membership: classRepository.membership,
  isTeacher: classRepository.isTeacher,
  modules: classRepository.modules,
  setModules: classRepository.setModules,
  addMember: classRepository.addMember,
  removeMember: classRepository.removeMember,
  findReferral: classRepository.findReferral,
  useReferral: classRepository.useReferral,
  createNamed,
  /** Makes the user a co-teacher (nothing when they already are). */
  addTeacher: classRepository.addTeacher,
  /** Makes the user an active member, accepting a pending request. */
  admit: classRepository.admit,
};
