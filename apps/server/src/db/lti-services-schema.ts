import type { ApiErrorMessage } from '@sparked/contracts';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { classes } from './classes-schema';
import { createdAt, updatedAt } from './columns';
import { ltiPlatforms } from './lti-schema';
import { users } from './users-schema';

/** What a sync of the roster did, kept for the class page. */
export interface RosterSyncCounts {
  added: number;
  kept: number;
  removed: number;
  teachers: number;
}

/**
 * The services an LMS offered for a course at its latest launch (decision 0033): its roster
 * (Names and Role Provisioning) and its line-items service (Assignment and Grade Services).
 */
export const ltiContextServices = pgTable(
  'lti_context_services',
  {
    issuer: text('issuer').notNull(),
    deploymentId: text('deployment_id').notNull(),
    contextId: text('context_id').notNull(),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    membershipsUrl: text('memberships_url'),
    lineItemsUrl: text('line_items_url'),
    gradeScopes: text('grade_scopes').array().notNull().default([]),
    lastSync: jsonb('last_sync').$type<RosterSyncCounts>(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.deploymentId, table.contextId] }),
    index('lti_context_services_class_idx').on(table.classId),
  ],
);

/**
 * A resource link of an LMS (an item in a course), what it opens in Sparked and the line item
 * its scores go to: the one the launch named (made by the LMS, or by deep linking), or the one
 * Sparked made with the line-items service, once.
 */
export const ltiResourceLinks = pgTable(
  'lti_resource_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    deploymentId: text('deployment_id').notNull(),
    resourceLinkId: text('resource_link_id').notNull(),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    title: text('title'),
    moduleId: uuid('module_id'),
    activityId: uuid('activity_id'),
    lineItemUrl: text('line_item_url'),
    lineItemsUrl: text('line_items_url'),
    gradeScopes: text('grade_scopes').array().notNull().default([]),
    /** While a sender makes this link's line item, no other sender does. */
    lineItemLeaseUntil: timestamp('line_item_lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('lti_resource_links_unique').on(table.issuer, table.deploymentId, table.resourceLinkId),
    index('lti_resource_links_class_idx').on(table.classId),
  ],
);

/** Who launched a link, with the `sub` their scores are sent for. */
export const ltiLinkLearners = pgTable(
  'lti_link_learners',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => ltiResourceLinks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    lastLaunchAt: timestamp('last_launch_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.linkId, table.userId] }),
    index('lti_link_learners_user_idx').on(table.userId),
  ],
);

/** The AGS Score as it is posted (`userId` is the launch's `sub`). */
export interface LtiScore {
  userId: string;
  scoreGiven?: number;
  scoreMaximum?: number;
  activityProgress: 'Initialized' | 'Started' | 'InProgress' | 'Submitted' | 'Completed';
  gradingProgress: 'FullyGraded' | 'Pending' | 'PendingManual' | 'Failed' | 'NotReady';
  timestamp: string;
}

/**
 * Scores waiting for, sent to, or refused by an LMS: written in the statement's transaction, one
 * per (link, statement), so an attempt is never sent twice; sent by a job with backoff.
 */
export const ltiScoreOutbox = pgTable(
  'lti_score_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => ltiResourceLinks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The attempt: the learning statement the score comes from. */
    statementId: uuid('statement_id').notNull(),
    score: jsonb('score').$type<LtiScore>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The same as a catalogue entry (decision 0046), for the teacher's page in their language. */
    lastErrorEntry: jsonb('last_error_entry').$type<ApiErrorMessage>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('lti_score_outbox_attempt_unique').on(table.linkId, table.statementId),
    index('lti_score_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('lti_score_outbox_link_user_idx').on(table.linkId, table.userId),
  ],
);

/**
 * The course's roster as the LMS last listed it: a member it no longer lists is marked
 * `removed` (their class place ends; the account and its record stay).
 */
export const ltiRosterMembers = pgTable(
  'lti_roster_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['learner', 'teacher'] }).notNull(),
    status: text('status', { enum: ['active', 'removed'] }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.classId, table.issuer, table.subject] })],
);
