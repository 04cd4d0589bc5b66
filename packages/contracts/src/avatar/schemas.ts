import { z } from 'zod';
import { issueText } from '../shared/issue-text';
import { userIdSchema, walletAmountSchema } from '../wallets/schemas';

/**
 * Parts a user picks a variation for. The known variations are data on the server (store items of
 * the `avatar` category), so this schema checks the form and the server checks the name.
 */
export const avatarVariationParts = ['head', 'body', 'eyes', 'hair', 'mouth', 'headwear'] as const;
export const avatarVariationPartSchema = z.enum(avatarVariationParts, {
  message: `part must be one of ${avatarVariationParts.join(', ')}.`,
});
export type AvatarVariationPart = z.infer<typeof avatarVariationPartSchema>;

/** A variation name such as FrontHair6; the empty string is "none" (headwear's default). */
export const avatarVariationSchema = z
  .string()
  .regex(/^[A-Za-z0-9]{0,40}$/, 'A variation is a name such as FrontHair1 (letters and digits).');

const colour = z
  .string()
  .regex(
    /^#[0-9a-fA-F]{6}$/,
    issueText(
      /*i18n*/ {
        id: 'avatar.use-a-colour-of-the-form',
        message: 'Use a colour of the form #rrggbb.',
      },
    ),
  )
  .transform((value) => value.toLowerCase());

/** The stored avatar (spec §3 Avatar), also the answer's shape. */
export const avatarSchema = z.strictObject({
  background: z.strictObject({ backgroundColor: colour }),
  head: z.strictObject({ variation: avatarVariationSchema, blushColor: colour }),
  body: z.strictObject({ variation: avatarVariationSchema, bodyColor: colour, shirtColor: colour }),
  eyes: z.strictObject({ variation: avatarVariationSchema, eyesColor: colour, browsColor: colour }),
  hair: z.strictObject({ variation: avatarVariationSchema, hairColor: colour }),
  mouth: z.strictObject({ variation: avatarVariationSchema }),
  headwear: z.strictObject({ variation: avatarVariationSchema }),
});
export type Avatar = z.infer<typeof avatarSchema>;

/**
 * POST /tools-api/token-store/avatar. The client's `loaded` and `hair.hasBackDisplay` (spec §4) are
 * accepted so the model can be sent as it is, and dropped: they are derived, not stored.
 */
export const saveAvatarRequestSchema = avatarSchema
  .extend({
    hair: avatarSchema.shape.hair.extend({ hasBackDisplay: z.boolean().optional() }),
    loaded: z.boolean().optional(),
  })
  .transform(({ background, head, body, eyes, hair, mouth, headwear }) => ({
    background,
    head,
    body,
    eyes,
    hair: { variation: hair.variation, hairColor: hair.hairColor },
    mouth,
    headwear,
  }));
export type SaveAvatarRequest = z.input<typeof saveAvatarRequestSchema>;

export const userAvatarSchema = z.object({ userId: z.string(), avatar: avatarSchema.nullable() });
export type UserAvatar = z.infer<typeof userAvatarSchema>;

/** GET /tools-api/token-store/avatar?id=: the user's own avatar, or another user's (public). */
export const avatarQuerySchema = z.strictObject({ id: userIdSchema.optional() });
export const avatarResponseSchema = z.object({ data: userAvatarSchema });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** Most avatars one batch call returns (a leaderboard page). */
export const maxAvatarBatch = 100;

/** GET /tools-api/token-store/avatars?ids[]=…: one `ids[]` parses as a string, several as a list. */
export const avatarsQuerySchema = z.strictObject({
  'ids[]': z
    .union([userIdSchema, z.array(userIdSchema)], { message: 'ids[] must be user ids.' })
    .transform((ids) => [...new Set(Array.isArray(ids) ? ids : [ids])])
    .pipe(
      z
        .array(z.string())
        .min(1, 'Send at least one ids[].')
        .max(maxAvatarBatch, `Send at most ${maxAvatarBatch} ids[].`),
    ),
});
export const avatarsResponseSchema = z.object({ data: z.array(userAvatarSchema) });
export type AvatarsResponse = z.infer<typeof avatarsResponseSchema>;

/** The save answer also lists what the save earned (the first save is rewarded). */
export const saveAvatarResponseSchema = z.object({
  data: userAvatarSchema.extend({
    avatar: avatarSchema,
    rewards: z.array(walletAmountSchema),
  }),
});
export type SaveAvatarResponse = z.infer<typeof saveAvatarResponseSchema>;
