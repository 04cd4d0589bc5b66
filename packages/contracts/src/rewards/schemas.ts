import { z } from 'zod';
import { userTagColours } from '../user-tags/schemas';
import { maxWalletAmount } from '../wallets/constants';
import { walletAmountSchema, walletBalancesSchema, walletNameSchema } from '../wallets/schemas';

const referenceTableSchema = z
  .string()
  .regex(
    /^[a-z][a-z0-9_]{0,62}$/,
    'referenceTable is a lower-case table name such as daily_sign_in.',
  );
const referenceSelectorSchema = z
  .string()
  .trim()
  .min(1, 'referenceSelector is required.')
  .max(200, 'referenceSelector must be at most 200 characters.');

/** POST /tools-api/rewards (spec §3 Reward claim payload); an Idempotency-Key header is optional. */
export const rewardClaimRequestSchema = z.strictObject({
  referenceTable: referenceTableSchema,
  referenceSelector: referenceSelectorSchema,
});
export type RewardClaimRequest = z.infer<typeof rewardClaimRequestSchema>;

/** `granted: false` with no rewards when the rule's limit was already reached. */
export const rewardClaimResponseSchema = z.object({
  data: z.object({
    granted: z.boolean(),
    rewards: z.array(walletAmountSchema),
    wallets: walletBalancesSchema,
  }),
});
export type RewardClaimResponse = z.infer<typeof rewardClaimResponseSchema>;

export const userTagSchema = z.object({
  id: z.string(),
  name: z.string(),
  colour: z.enum(userTagColours),
});
export type UserTag = z.infer<typeof userTagSchema>;

/** GET /tools-api/rewards/user-tags: the signed-in user's tags. */
export const userTagsResponseSchema = z.object({ data: z.array(userTagSchema) });
export type UserTagsResponse = z.infer<typeof userTagsResponseSchema>;

/** How often one user may receive a rule's reward; `daily` is per UTC calendar day. */
export const rewardLimits = ['once', 'daily', 'unlimited'] as const;
export const rewardLimitSchema = z.enum(rewardLimits, {
  message: `limit must be one of ${rewardLimits.join(', ')}.`,
});
export type RewardLimit = z.infer<typeof rewardLimitSchema>;

/**
 * Who triggers a rule: `client` rules are claimed through POST /rewards; `server` rules are granted
 * by the server when the action happens (first avatar save), and a client claim is refused.
 */
export const rewardClaimants = ['client', 'server'] as const;

/** The fields an admin sends to create (POST) or replace (PUT) a reward rule. */
export const rewardRuleRequestSchema = z.strictObject({
  referenceTable: referenceTableSchema,
  referenceSelector: referenceSelectorSchema,
  wallet: walletNameSchema,
  amount: z
    .number({ message: 'amount must be a number.' })
    .int('amount must be a whole number.')
    .min(1, 'amount must be at least 1.')
    .max(maxWalletAmount, `amount must be at most ${maxWalletAmount}.`),
  limit: rewardLimitSchema,
  active: z.boolean().default(true),
  claimedBy: z.enum(rewardClaimants).default('client'),
});
export type RewardRuleRequest = z.input<typeof rewardRuleRequestSchema>;
/** The rule as the server reads it, defaults filled in. */
export type RewardRuleFields = z.output<typeof rewardRuleRequestSchema>;

export const rewardRuleSchema = z.object({
  id: z.string(),
  referenceTable: z.string(),
  referenceSelector: z.string(),
  wallet: walletNameSchema,
  amount: z.number().int().positive(),
  limit: rewardLimitSchema,
  active: z.boolean(),
  claimedBy: z.enum(rewardClaimants),
});
export type RewardRule = z.infer<typeof rewardRuleSchema>;

export const rewardRulesResponseSchema = z.object({ data: z.array(rewardRuleSchema) });
export const rewardRuleResponseSchema = z.object({ data: rewardRuleSchema });

export const rewardRuleIdSchema = z.uuid('id must be a reward rule id.');
