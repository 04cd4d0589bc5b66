import { academyRepository } from './repository';

/** What payments read of the academy: a module on sale, with its price, at checkout. */
export const academyRecords = {
  find: academyRepository.find,
};
