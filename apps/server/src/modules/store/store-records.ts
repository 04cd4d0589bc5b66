import { storeRepository } from './repository';

/** What avatars read of the store: the parts on sale and which of them a student owns. */
export const storeRecords = {
  avatarParts: storeRepository.avatarParts,
  ownedBy: storeRepository.ownedBy,
};
