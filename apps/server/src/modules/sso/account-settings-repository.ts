import type { Locale } from '@sparked/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { publicUserColumns } from '../core/users-repository';

const accountColumns = { ...publicUserColumns, locale: users.locale };
const active = (userId: string) => and(eq(users.id, userId), isNull(users.deactivatedAt));

/** The signed-in user's own account and the settings kept on it (decision 0045). */
export const accountSettingsRepository = {
  async findAccount(db: Database, userId: string) {
    const [row] = await db.select(accountColumns).from(users).where(active(userId)).limit(1);
    return row;
  },

  async setLocale(db: Database, userId: string, locale: Locale) {
    const [row] = await db
      .update(users)
      .set({ locale })
      .where(active(userId))
      .returning(accountColumns);
    return row;
  },
};
