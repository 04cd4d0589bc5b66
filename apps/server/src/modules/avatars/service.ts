import {
  type Avatar,
  avatarSchema,
  avatarVariationParts,
  type SaveAvatarResponse,
  type UserAvatar,
} from '@sparked/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { AppError, validationError } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import type { RewardService } from '../rewards';
import { storeRecords } from '../store';
import { avatarRepository as repository } from './repository';

/** The sentences this file answers with (decision 0046). */
const said = {
  noSuchVariation: /*i18n*/ {
    id: 'avatars.no-such-variation',
    message: 'This avatar part has no such variation.',
  },
} satisfies Record<string, ServerMessage>;

/** The server grants this reward when a user saves an avatar for the first time (decision 0003). */
const firstAvatarSave = { referenceTable: 'avatars', referenceSelector: 'first_save' };

export function createAvatarService(deps: {
  db: Database;
  rewards: RewardService;
  log: FastifyBaseLogger;
}) {
  const { db, rewards, log } = deps;

  /**
   * Every variation must be a known avatar part; priced ones must be owned, unless the saved
   * avatar already wears them (a part that became priced after it was chosen stays wearable).
   */
  async function checkParts(userId: string, avatar: Avatar, saved: Avatar | null) {
    const catalogue = await storeRecords.avatarParts(db);
    const byName = new Map(catalogue.map((item) => [`${item.part}:${item.variation}`, item]));
    const chosen = avatarVariationParts.map((part) => {
      const variation = avatar[part].variation;
      return { part, variation, item: byName.get(`${part}:${variation}`) };
    });
    const unknown = chosen.filter((choice) => !choice.item);
    if (unknown.length > 0)
      throw validationError(
        'request body',
        unknown.map((c) => ({
          path: `${c.part}.variation`,
          message: `Unknown ${c.part} variation.`,
          entry: { id: said.noSuchVariation.id },
        })),
        `${unknown.map((c) => `${c.part} has no variation "${c.variation}"`).join('; ')}.`,
      );
    const priced = chosen.flatMap((choice) =>
      choice.item && choice.item.price > 0 && saved?.[choice.part].variation !== choice.variation
        ? [choice.item]
        : [],
    );
    if (priced.length === 0) return;
    const owned = await storeRecords.ownedBy(
      db,
      userId,
      priced.map((item) => item.id),
    );
    const missing = priced.filter((item) => !owned.has(item.id));
    if (missing.length > 0)
      // 409, not 403: a 403 would make the client refresh its tokens and retry (spec §4).
      throw new AppError(
        409,
        'not_owned',
        /*i18n*/ {
          id: 'avatars.buy-before-wearing',
          message:
            'Buy {parts} in the store before wearing {count, plural, one {it} other {them}}.',
          values: { parts: missing.map((item) => item.name), count: missing.length },
        },
      );
  }

  /** A stored avatar that no longer matches the contract is treated as never saved. */
  function readable(userId: string, stored: unknown): Avatar | null {
    if (stored === undefined) return null;
    const parsed = avatarSchema.safeParse(stored);
    if (parsed.success) return parsed.data;
    log.warn({ userId }, 'stored avatar does not match the contract; answered as none');
    return null;
  }

  return {
    async avatarsOf(userIds: readonly string[]): Promise<UserAvatar[]> {
      const found = await repository.find(db, userIds);
      return userIds.map((userId) => ({ userId, avatar: readable(userId, found.get(userId)) }));
    },

    async avatarOf(userId: string): Promise<UserAvatar> {
      const found = await repository.find(db, [userId]);
      return { userId, avatar: readable(userId, found.get(userId)) };
    },

    async save(userId: string, avatar: Avatar): Promise<SaveAvatarResponse['data']> {
      const saved = await repository.find(db, [userId]);
      await checkParts(userId, avatar, readable(userId, saved.get(userId)));
      const earned = await db.transaction(async (tx) => {
        await repository.save(tx, userId, avatar);
        return rewards.grantForAction(tx, userId, firstAvatarSave);
      });
      return { userId, avatar, rewards: earned };
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
