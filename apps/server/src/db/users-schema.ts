import { supportedLocales } from '@sparked/contracts';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['student', 'facilitator', 'admin'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set by an admin: the account can neither sign in nor refresh, and its tokens stop working. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Access tokens issued before this are refused: set by a password reset and a deactivation. */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /**
     * The language the user chose on their profile (decision 0045), applied on every device they
     * sign in on; null until they choose, and the device's own choice or the browser's stands.
     */
    locale: text('locale', { enum: supportedLocales }),
    createdAt: createdAt(),
  },
  (table) => [
    // The admins' list pages through every account newest or oldest first: in this index a deep
    // page is a skip along it instead of a sort of every account.
    index('users_created_at_idx').on(table.createdAt, table.id),
    // The admins' search finds text anywhere in a name or an email (ILIKE '%…%'): trigram
    // indexes answer it without reading every account (decision 0042). The name's expression is
    // the one the search compares, character for character, or the planner cannot use it.
    index('users_name_trgm_idx').using(
      'gin',
      sql`(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
    ),
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
  ],
);
