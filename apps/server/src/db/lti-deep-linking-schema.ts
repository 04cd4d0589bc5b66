import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { classes } from './classes-schema';
import { createdAt } from './columns';
import { ltiPlatforms } from './lti-schema';
import { users } from './users-schema';

/**
 * A deep linking request (LTI Deep Linking 2.0, decision 0032) waiting for the teacher's choice:
 * where the answer goes, the LMS's opaque `data` to echo, and, once built, the signed answer
 * itself, so a second submit answers the same. Rows past `expiresAt` are removed by a job.
 */
export const ltiDeepLinks = pgTable(
  'lti_deep_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    deploymentId: text('deployment_id').notNull(),
    /** The teacher who launched it: only they may answer it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The course's class, which the chosen modules are assigned to. */
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    courseTitle: text('course_title'),
    returnUrl: text('return_url').notNull(),
    data: text('data'),
    acceptMultiple: boolean('accept_multiple').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The signed LtiDeepLinkingResponse, once built. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('lti_deep_links_expires_idx').on(table.expiresAt)],
);
