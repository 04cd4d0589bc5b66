import type { Database } from '../../db/database';
import type { users } from '../../db/schema';
import { ssoRepository } from './repository';

/** An account made by someone else (an admin's import); undefined when the email is taken. */
export const createAccount = (db: Database, values: typeof users.$inferInsert) =>
  ssoRepository.insertUser(db, values);

/** Signs a person out everywhere: every refresh token they hold stops working. */
export const endSessionsOf = (db: Database, userId: string) =>
  ssoRepository.revokeAllOf(db, userId);
