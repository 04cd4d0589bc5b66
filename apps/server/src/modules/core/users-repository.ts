import type { Locale } from '@sparked/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { prepared } from '../../db/prepared';
import { users } from '../../db/schema';

export const publicUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

const userById = prepared((db) =>
  db
    .select(publicUserColumns)
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deactivatedAt)))
    .limit(1)
    .prepare('active_user_by_id'),
);

const standingById = prepared((db) =>
  db
    .select({
      role: users.role,
      deactivatedAt: users.deactivatedAt,
      tokensValidAfter: users.tokensValidAfter,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('account_standing_by_id'),
);

export type PublicUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'student' | 'facilitator' | 'admin';
};

/** The account reads every domain needs: by id, by email, and the standing a token is checked against. */
export const userRepository = {
  /** Finds an account by email in any letter case (people type their address as they like). */
  async findUserByEmail(db: Database, email: string): Promise<PublicUser | undefined> {
    const [row] = await db
      .select(publicUserColumns)
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    return row;
  },

  /** What decides whether an access token still stands: read on every request, so prepared. */
  async findStanding(db: Database, id: string) {
    const [row] = await standingById(db).execute({ id });
    return row;
  },

  /** The language the account chose (null until it chooses), for texts the server renders itself. */
  async localeOf(db: Database, id: string): Promise<Locale | null> {
    const [row] = await db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row?.locale ?? null;
  },

  /** An active account: a deactivated one can neither refresh nor read itself. */
  async findUser(db: Database, id: string): Promise<PublicUser | undefined> {
    const [row] = await userById(db).execute({ id });
    return row;
  },
};
