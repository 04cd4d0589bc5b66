import { z } from 'zod';

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
