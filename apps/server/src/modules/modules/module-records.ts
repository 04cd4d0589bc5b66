import { moduleRepository } from './repository';

/** What module authors change of a module: its lock, taken while its authors change. */
export const moduleRecords = {
  lock: moduleRepository.lock,
};
