import { sql } from 'drizzle-orm';
import { userSettings } from '../../db/schema';

/**
 * Whether a student shows on leagues and boards: their opt-out, on unless they switched it off.
 * Read with `user_settings` left-joined, as a student who never changed a setting has no row.
 */
export const onBoards = sql<boolean>`coalesce(${userSettings.leaderboards}, true)`;
