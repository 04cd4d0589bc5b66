import type { Avatar } from '@sparked/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { avatars } from '../../db/schema';

export const avatarRepository = {
  /** Stored avatars by user id; users who never saved one are absent. */
  async find(db: Database, userIds: readonly string[]) {
    const rows = await db
      .select({ userId: avatars.userId, avatar: avatars.avatar })
      .from(avatars)
      .where(inArray(avatars.userId, [...userIds]));
    return new Map(rows.map((row) => [row.userId, row.avatar]));
  },

  async save(db: Database, userId: string, avatar: Avatar) {
    await db
      .insert(avatars)
      .values({ userId, avatar })
      .onConflictDoUpdate({ target: avatars.userId, set: { avatar, updatedAt: sql`now()` } });
  },
};
