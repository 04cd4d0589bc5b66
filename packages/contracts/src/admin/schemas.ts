import { z } from 'zod';
import { userRoleSchema } from '../auth/schemas';
import { userTagSchema } from '../rewards/schemas';
import { catalogueEntrySchema } from '../shared/error';
import { issueText } from '../shared/issue-text';
import { pagingQueryShape } from '../shared/paging';
import { userIdSchema, walletBalancesSchema } from '../wallets/schemas';
import { userSortKeys, userStatuses } from './constants';

/**
 * The admin console's users: a server-paged list with search, filters and sorting, one
 * user in detail, and the changes an admin makes to an account. Every change carries a reason,
 * which the audit log keeps beside who made it.
 */
const timestamp = z.iso.datetime({ offset: true });

export const tagIdSchema = z.uuid('tagId must be a tag id.');

/** Which users a list or a bulk change is about; every part given must match. */
const userFilterShape = {
  /** Part of a name or an email. */
  search: z.string().trim().max(200).optional(),
  role: userRoleSchema.optional(),
  tagId: tagIdSchema.optional(),
  classId: z.uuid('classId must be a class id.').optional(),
  status: z.enum(userStatuses, { message: 'status must be active or deactivated.' }).optional(),
};
export const userFilterSchema = z.strictObject(userFilterShape);
export type UserFilter = z.infer<typeof userFilterSchema>;

/** GET /sparked-api/users (admins). */
export const userListQuerySchema = z.strictObject({
  ...userFilterShape,
  sort: z
    .enum(userSortKeys, { message: `sort must be one of ${userSortKeys.join(', ')}.` })
    .default('name'),
  order: z.enum(['asc', 'desc'], { message: 'order must be asc or desc.' }).default('asc'),
  ...pagingQueryShape,
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: userRoleSchema,
  status: z.enum(userStatuses),
  createdAt: timestamp,
  tags: z.array(userTagSchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListResponseSchema = z.object({
  data: z.object({ users: z.array(adminUserSchema), total: z.number().int().nonnegative() }),
});

/** One user in full: the list's row with their classes and wallets. */
export const adminUserDetailSchema = adminUserSchema.extend({
  deactivatedAt: timestamp.nullable(),
  classes: z.array(
    z.object({ id: z.string(), name: z.string(), as: z.enum(['student', 'teacher']) }),
  ),
  wallets: walletBalancesSchema,
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const userDetailResponseSchema = z.object({ data: adminUserDetailSchema });

export const userParamsSchema = z.strictObject({ userId: userIdSchema });

/** Why an admin made a change: kept in the audit log and shown to the user it concerns. */
export const auditReasonSchema = z
  .string()
  .trim()
  .min(
    3,
    issueText(
      /*i18n*/ {
        id: 'admin.reason-too-short',
        message: 'Give a reason of at least {min} characters; it is kept in the audit log.',
        values: { min: 3 },
      },
    ),
  )
  .max(
    500,
    issueText(
      /*i18n*/ {
        id: 'admin.reason-too-long',
        message: 'The reason must be at most {max} characters.',
        values: { max: 500 },
      },
    ),
  );

/** PUT /sparked-api/users/{userId}/role. */
export const userRoleChangeSchema = z.strictObject({
  role: userRoleSchema,
  reason: auditReasonSchema,
});
export type UserRoleChange = z.infer<typeof userRoleChangeSchema>;

/** POST /sparked-api/users/{userId}/deactivate and /reactivate. */
export const userStatusChangeSchema = z.strictObject({ reason: auditReasonSchema });

/** What a bulk change does to each user it reaches. */
export const bulkUserActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('addTag'), tagId: tagIdSchema }),
    z.strictObject({ kind: z.literal('removeTag'), tagId: tagIdSchema }),
    z.strictObject({ kind: z.literal('setRole'), role: userRoleSchema }),
    z.strictObject({ kind: z.literal('deactivate') }),
    z.strictObject({ kind: z.literal('reactivate') }),
  ],
  { message: 'action.kind must be addTag, removeTag, setRole, deactivate or reactivate.' },
);
export type BulkUserAction = z.infer<typeof bulkUserActionSchema>;

/** At most this many users in one bulk change: a larger one is split by filter. */
export const bulkUserLimit = 1000;

/**
 * POST /sparked-api/users/bulk (admins): one change to the users chosen or to every user a filter
 * matches. `dryRun` says what would change and changes nothing; the real run changes the same
 * users in one transaction, each with its audit row.
 */
export const bulkUserChangeSchema = z.strictObject({
  target: z.union(
    [
      z.strictObject({
        userIds: z
          .array(userIdSchema)
          .min(
            1,
            issueText(
              /*i18n*/ {
                id: 'admin.choose-at-least-one-user',
                message: 'Choose at least one user.',
              },
            ),
          )
          .max(
            bulkUserLimit,
            issueText(
              /*i18n*/ {
                id: 'admin.choose-at-most-users',
                message: 'Choose at most {max} users.',
                values: { max: bulkUserLimit },
              },
            ),
          ),
      }),
      z.strictObject({ filter: userFilterSchema }),
    ],
    { message: 'target is either userIds or filter.' },
  ),
  action: bulkUserActionSchema,
  reason: auditReasonSchema,
  dryRun: z.boolean({ message: 'dryRun must be true or false.' }),
});
export type BulkUserChange = z.infer<typeof bulkUserChangeSchema>;

/** Shown for the first users a bulk change reaches, so a dry run can be read before it is run. */
export const bulkPreviewLimit = 50;

export const bulkUserResultSchema = z.object({
  dryRun: z.boolean(),
  /** Users the target reached. */
  matched: z.number().int().nonnegative(),
  /** Of those, users the action changes (the rest already are as asked, or are refused). */
  changed: z.number().int().nonnegative(),
  changes: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      before: z.string(),
      after: z.string(),
    }),
  ),
  /**
   * Users left as they are, and why (the last active admin, say): `reason` in English, `entry` the
   * same as a catalogue entry (decision 0046), which the page shows in its reader's language.
   */
  refused: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      reason: z.string(),
      entry: z.optional(catalogueEntrySchema),
    }),
  ),
});
export type BulkUserResult = z.infer<typeof bulkUserResultSchema>;
export const bulkUserResponseSchema = z.object({ data: bulkUserResultSchema });

/**
 * POST /sparked-api/users/import (admins): a CSV with `email`, `first name`, `last name` and,
 * optionally, `role` and `tags` (tag names split by `;` or `|`). New emails become accounts, each
 * emailed a link to set a password; existing accounts get the tags they lack. A dry run only says
 * what would happen; a real run saves every row, or none when any row has an error.
 */
export const userImportRequestSchema = z.strictObject({
  csv: z
    .string()
    .min(1, issueText(/*i18n*/ { id: 'files.the-file-is-empty', message: 'The file is empty.' }))
    .max(
      500_000,
      issueText(
        /*i18n*/ {
          id: 'files.the-file-is-larger-than',
          message: 'The file is larger than {kilobytes} kB.',
          values: { kilobytes: 500 },
        },
      ),
    ),
  dryRun: z.boolean({ message: 'dryRun must be true or false.' }).default(true),
});
export const userImportOutcomes = ['create', 'update', 'unchanged', 'error'] as const;
export const userImportRowSchema = z.object({
  /** The line in the file, counting the header as line 1. */
  line: z.number().int(),
  email: z.string(),
  outcome: z.enum(userImportOutcomes),
  /** What the row does ("New student", "Tags: + Chess club") or why it cannot, in English. */
  message: z.string(),
  /** The same as a catalogue entry (decision 0046), which the page shows in its reader's language. */
  entry: catalogueEntrySchema,
});
export type UserImportRow = z.infer<typeof userImportRowSchema>;
export const userImportResultSchema = z.object({
  rows: z.array(userImportRowSchema),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
  /** Whether anything was saved: never on a dry run or with errors. */
  applied: z.boolean(),
});
export type UserImportResult = z.infer<typeof userImportResultSchema>;
export const userImportResponseSchema = z.object({ data: userImportResultSchema });
