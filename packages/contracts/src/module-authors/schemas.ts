import { z } from 'zod';
import { issueText } from '../shared/issue-text';
import { pagingQueryShape } from '../shared/paging';

/** Roles an author can hold on a module; a viewer may only preview and list contents (spec §6). */
export const moduleAuthorRoles = ['owner', 'editor', 'viewer'] as const;
export const moduleAuthorRoleSchema = z.enum(moduleAuthorRoles);
export type ModuleAuthorRole = z.infer<typeof moduleAuthorRoleSchema>;

export const moduleIdSchema = z.uuid('moduleId must be a module id.');

export const moduleAuthorSchema = z.object({
  user_id: z.string(),
  module_id: z.string(),
  role: moduleAuthorRoleSchema,
  user: z.object({ sso_user_id: z.string(), email: z.string() }),
});
export type ModuleAuthor = z.infer<typeof moduleAuthorSchema>;

/** GET /sparked-api/module-authors/{moduleId}/author: the signed-in user's authorship. */
export const currentModuleAuthorResponseSchema = z.object({ data: moduleAuthorSchema });

const userIdSchema = z.uuid('user ids are user ids.');

/**
 * GET /sparked-api/module-authors/{moduleId}?limit&offset&count&sso_user_ids&search (spec §7):
 * 20 a page from offset 0 by default; `sso_user_ids` is a comma-separated list of user ids to
 * keep; `search` matches email and name; `count=true` adds the total.
 */
export const moduleAuthorListQuerySchema = z.strictObject({
  ...pagingQueryShape,
  count: z
    .enum(['true', 'false'], { message: 'count must be true or false.' })
    .transform((value) => value === 'true')
    .default(false),
  sso_user_ids: z
    .string()
    .max(3800)
    .transform((list) => list.split(',').filter(Boolean))
    .pipe(z.array(userIdSchema).max(100))
    .optional(),
  search: z.string().trim().max(200).optional(),
});

/** An author as the authors page lists them: the §3 shape plus a display name. */
export const listedModuleAuthorSchema = moduleAuthorSchema.extend({
  user: moduleAuthorSchema.shape.user.extend({ name: z.string() }),
});
export type ListedModuleAuthor = z.infer<typeof listedModuleAuthorSchema>;

export const moduleAuthorListResponseSchema = z.object({
  data: z.object({
    authors: z.array(listedModuleAuthorSchema),
    /** Present when the call asked for `count=true`. */
    total: z.number().int().nonnegative().optional(),
  }),
});

/** POST /sparked-api/module-authors/: invite an educator by the email they sign in with. */
export const moduleAuthorCreateRequestSchema = z.strictObject({
  module_id: moduleIdSchema,
  email: z
    .email(
      issueText(
        /*i18n*/ { id: 'classes.enter-an-email-address', message: 'Enter an email address.' },
      ),
    )
    .max(320),
  role: moduleAuthorRoleSchema,
});
export const moduleAuthorResponseSchema = z.object({ data: listedModuleAuthorSchema });

/** PUT /sparked-api/module-authors?user_id&module_id: change an author's role. */
export const moduleAuthorUpdateQuerySchema = z.strictObject({
  user_id: userIdSchema,
  module_id: moduleIdSchema,
});
export const moduleAuthorUpdateRequestSchema = z.strictObject({ role: moduleAuthorRoleSchema });

/** DELETE /sparked-api/module-authors?module_id&user_ids[]: one `user_ids[]` or several. */
export const moduleAuthorDeleteQuerySchema = z.strictObject({
  module_id: moduleIdSchema,
  'user_ids[]': z
    .union([userIdSchema, z.array(userIdSchema).min(1).max(100)], {
      message: 'user_ids[] must be user ids.',
    })
    .transform((ids) => [...new Set(Array.isArray(ids) ? ids : [ids])]),
});
export const moduleAuthorDeleteResponseSchema = z.object({
  data: z.object({ removed: z.array(z.string()) }),
});
