import { index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { classes } from './classes-schema';
import { createdAt, updatedAt } from './columns';
import { users } from './users-schema';

/**
 * LMSs registered as LTI 1.3 platforms (decision 0028): one row per (issuer, client id), the
 * deployments of Sparked in it and where its login, token and keys live.
 */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    deploymentIds: text('deployment_ids').array().notNull(),
    authLoginUrl: text('auth_login_url').notNull(),
    authTokenUrl: text('auth_token_url').notNull(),
    keysetUrl: text('keyset_url').notNull(),
    /** `pending` when it registered itself (dynamic registration) until an admin approves it. */
    status: text('status', { enum: ['active', 'pending'] })
      .notNull()
      .default('active'),
    /** The admin who registered it: owns a course's class until one of its teachers launches. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('lti_platforms_issuer_client_unique').on(table.issuer, table.clientId)],
);

/**
 * The nonce of each login, used by one launch only: a replayed id_token finds it spent. Rows past
 * `expiresAt` are removed by a job.
 */
export const ltiNonces = pgTable(
  'lti_nonces',
  {
    nonce: text('nonce').primaryKey(),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('lti_nonces_expires_idx').on(table.expiresAt)],
);

/**
 * A person of an LMS as one Sparked account: `sub` is unique within its issuer (LTI 1.3 Core
 * §5.3.6). Keyed by the issuer, not the registration, so re-registering an LMS keeps its people.
 */
export const ltiAccounts = pgTable(
  'lti_accounts',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.subject] }),
    index('lti_accounts_user_idx').on(table.userId),
  ],
);

/** An LMS course (a context, unique within its deployment) as the Sparked class it became. */
export const ltiContexts = pgTable(
  'lti_contexts',
  {
    issuer: text('issuer').notNull(),
    deploymentId: text('deployment_id').notNull(),
    contextId: text('context_id').notNull(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.deploymentId, table.contextId] }),
    index('lti_contexts_class_idx').on(table.classId),
  ],
);

/**
 * The one-time code a launch hands the web app in the URL fragment (no third-party cookie): kept
 * as a SHA-256 hash, exchanged once for a session within a short time.
 */
export const ltiSessionCodes = pgTable(
  'lti_session_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('lti_session_codes_expires_idx').on(table.expiresAt)],
);
