import type { CurrentUser, Locale } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { unauthorized } from '../../http/errors';
import { accountSettingsRepository as repository } from './account-settings-repository';

type AccountRow = Omit<CurrentUser, 'locale'> & { locale: Locale | null | undefined };

const present = (row: AccountRow | undefined): CurrentUser => {
  if (!row)
    throw unauthorized(
      /*i18n*/ {
        id: 'sso.your-account-no-longer-exists',
        message: 'Your account no longer exists.',
      },
    );
  return { ...row, locale: row.locale ?? null };
};

/**
 * The signed-in user's own account as `me` answers it, and the settings they change for
 * themselves: the language they chose on their profile (decision 0045), for every device.
 */
export function createAccountSettings(db: Database) {
  return {
    currentUser: async (userId: string) => present(await repository.findAccount(db, userId)),
    /** Saving the same language again answers the same: a retried call changes nothing more. */
    saveLocale: async (userId: string, locale: Locale) =>
      present(await repository.setLocale(db, userId, locale)),
  };
}

export type AccountSettings = ReturnType<typeof createAccountSettings>;
