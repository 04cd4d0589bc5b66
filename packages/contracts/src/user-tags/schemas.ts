import { z } from 'zod';
import { issueText } from '../shared/issue-text';
import { userIdSchema } from '../wallets/schemas';

/**
 * User tags: admins name groups of users (a pilot cohort, a school) and give each a
 * colour. A colour is one of the theme's tones, so a tag reads well in every theme.
 */
export const userTagColours = ['neutral', 'primary', 'accent', 'success'] as const;
export type UserTagColour = (typeof userTagColours)[number];

export const userTagFieldsSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(
      1,
      issueText(/*i18n*/ { id: 'user-tags.give-the-tag-a-name', message: 'Give the tag a name.' }),
    )
    .max(
      40,
      issueText(
        /*i18n*/ {
          id: 'user-tags.name-too-long',
          message: 'A tag name must be at most {max} characters.',
          values: { max: 40 },
        },
      ),
    ),
  colour: z
    .enum(userTagColours, { message: `colour must be one of ${userTagColours.join(', ')}.` })
    .default('neutral'),
});
export type UserTagFields = z.output<typeof userTagFieldsSchema>;

export const userTagChangesSchema = z
  .strictObject({
    name: userTagFieldsSchema.shape.name.optional(),
    colour: userTagFieldsSchema.shape.colour.unwrap().optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, 'Send a name or a colour to change.');

/** A tag as admins manage it: how many users carry it, so deleting one says what it takes. */
export const managedUserTagSchema = z.object({
  id: z.string(),
  name: z.string(),
  colour: z.enum(userTagColours),
  users: z.number().int().nonnegative(),
});
export type ManagedUserTag = z.infer<typeof managedUserTagSchema>;

export const managedUserTagsResponseSchema = z.object({ data: z.array(managedUserTagSchema) });
export const managedUserTagResponseSchema = z.object({ data: managedUserTagSchema });

export const tagParamsSchema = z.strictObject({ tagId: z.uuid('tagId must be a tag id.') });

/** POST and DELETE /sparked-api/user-tags/{tagId}/users: who gets the tag or loses it. */
export const tagMembersRequestSchema = z.strictObject({
  userIds: z
    .array(userIdSchema)
    .min(
      1,
      issueText(
        /*i18n*/ { id: 'admin.choose-at-least-one-user', message: 'Choose at least one user.' },
      ),
    )
    .max(
      1000,
      issueText(
        /*i18n*/ {
          id: 'admin.choose-at-most-users',
          message: 'Choose at most {max} users.',
          values: { max: 1000 },
        },
      ),
    ),
});
export const tagMembersResponseSchema = z.object({
  data: z.object({ changed: z.number().int().nonnegative() }),
});
