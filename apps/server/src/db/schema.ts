import { currencies, moduleLevels, moduleStatuses } from '@sparked/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

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
    createdAt: createdAt(),
  },
  // The admins' list pages through every account newest or oldest first: in this index a deep
  // page is a skip along it instead of a sort of every account.
  (table) => [index('users_created_at_idx').on(table.createdAt, table.id)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; one family per sign-in. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/**
 * Password-reset links: the token is stored as a SHA-256 hash, works once and for a short time.
 * `requestedBy` is the admin who sent it, null when the user asked.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    requestedBy: uuid('requested_by'),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

/** Ed25519 keys that sign access tokens; every key stays in the JWKS so tokens verify anywhere. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: createdAt(),
  /** No longer signs anything; still verifies what it signed (tokens, certificates). */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const themes = pgTable('themes', {
  name: text('name').primaryKey(),
  palette: jsonb('palette').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    title: text('title').notNull(),
    referrer: text('referrer'),
    createdAt: createdAt(),
  },
  (table) => [index('analytics_events_created_idx').on(table.createdAt)],
);

/**
 * A module's draft details (issue 12). `draftRevision` counts edits to the draft and
 * `publishedRevision` is the revision the latest version was taken from, so "unpublished
 * changes" is a comparison, not a diff.
 */
export const modules = pgTable(
  'modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    subject: text('subject').notNull().default(''),
    level: text('level', { enum: moduleLevels }).notNull().default('beginner'),
    language: text('language').notNull().default('en'),
    estimatedMinutes: integer('estimated_minutes').notNull().default(30),
    coverImage: text('cover_image'),
    listedInAcademy: boolean('listed_in_academy').notNull().default(false),
    /** Price in the currency's smallest unit; null is free. */
    priceAmount: integer('price_amount'),
    priceCurrency: text('price_currency', { enum: currencies }),
    status: text('status', { enum: moduleStatuses }).notNull().default('draft'),
    draftRevision: integer('draft_revision').notNull().default(0),
    publishedRevision: integer('published_revision'),
    publishedVersion: integer('published_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('modules_updated_idx').on(table.updatedAt)],
);

export const moduleAuthors = pgTable(
  'module_authors',
  {
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'editor', 'viewer'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.moduleId, table.userId] }),
    index('module_authors_user_idx').on(table.userId),
  ],
);

export * from './audit-schema';
export * from './authoring-schema';
export * from './certificates-schema';
export * from './classes-schema';
export * from './code-box-schema';
export * from './competition-schema';
export * from './economy-schema';
export * from './games-schema';
export * from './help-desk-schema';
export * from './league-schema';
export * from './learning-schema';
export * from './password-schema';
export * from './payments-schema';
export * from './puzzles-schema';
export * from './student-area-schema';
