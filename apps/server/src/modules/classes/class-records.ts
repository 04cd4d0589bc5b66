import { classRepository } from './repository';

/**
 * What other domains read and change of classes: leagues and payments check who is in a class
 * and who teaches it, the academy enrols buyers in its classes and sets their modules, sign-up
 * follows a referral code into a class.
 */
export const classRecords = {
  find: classRepository.find,
  membership: classRepository.membership,
  isTeacher: classRepository.isTeacher,
  modules: classRepository.modules,
  setModules: classRepository.setModules,
  addMember: classRepository.addMember,
  removeMember: classRepository.removeMember,
  findReferral: classRepository.findReferral,
  useReferral: classRepository.useReferral,
};
