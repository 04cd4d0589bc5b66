import { z } from 'zod';
import { catalogueEntrySchema } from '../shared/error';
import { issueText } from '../shared/issue-text';
import { maxWalletAmount, walletNames } from './constants';

export const walletNameSchema = z.enum(walletNames, {
  message: `wallet must be one of ${walletNames.join(', ')}.`,
});

const balance = z.number().int().nonnegative();

/** Every wallet with its balance. */
export const walletBalancesSchema = z.record(walletNameSchema, balance);
export type WalletBalances = z.infer<typeof walletBalancesSchema>;

/**
 * GET /tools-api/wallets. `replenish` holds, per refilling wallet below its cap, the seconds until
 * the next refill (absent when none is due); `caps` the cap of each refilling wallet.
 */
export const walletsResponseSchema = z.object({
  data: z.object({
    wallets: walletBalancesSchema,
    replenish: z.partialRecord(walletNameSchema, z.number().int().nonnegative()),
    caps: z.partialRecord(walletNameSchema, z.number().int().positive()),
  }),
});
export type WalletsResponse = z.infer<typeof walletsResponseSchema>;

export const userIdSchema = z.uuid('userId must be a user id.');

/** POST /tools-api/wallets/grants (admin): a positive amount grants, a negative one revokes. */
export const walletGrantRequestSchema = z.strictObject({
  userId: userIdSchema,
  wallet: walletNameSchema,
  amount: z
    .number({ message: 'amount must be a number.' })
    .int('amount must be a whole number.')
    .min(-maxWalletAmount, `amount must be at least -${maxWalletAmount}.`)
    .max(maxWalletAmount, `amount must be at most ${maxWalletAmount}.`)
    .refine((amount) => amount !== 0, 'amount must not be 0.'),
  reason: z
    .string()
    .trim()
    .min(
      3,
      issueText(
        /*i18n*/ {
          id: 'wallets.reason-too-short',
          message: 'Give a reason of at least {min} characters; it is kept in the ledger.',
          values: { min: 3 },
        },
      ),
    )
    .max(200, 'reason must be at most 200 characters.'),
});
export type WalletGrantRequest = z.infer<typeof walletGrantRequestSchema>;

export const walletGrantResponseSchema = z.object({
  data: z.object({ wallet: walletNameSchema, balance, entryId: z.string() }),
});
export type WalletGrantResponse = z.infer<typeof walletGrantResponseSchema>;

/** What moved a balance: the ledger's `kind`; `reason` is the sentence shown beside it. */
export const ledgerEntryKinds = [
  'refill',
  'reward',
  'purchase',
  'admin_grant',
  'demo_seed',
] as const;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  wallet: walletNameSchema,
  delta: z.number().int(),
  kind: z.enum(ledgerEntryKinds),
  /** The sentence shown beside the change, in English. */
  reason: z.string(),
  /**
   * The same as a catalogue entry (decision 0046), which the page shows in its reader's language;
   * absent for an admin's own words.
   */
  reasonEntry: z.optional(catalogueEntrySchema),
  reference: z.string().nullable(),
  /** The admin who granted or revoked; null for everything the system did. */
  actorId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /tools-api/wallets/ledger: newest first; `userId` other than one's own is admin-only. */
export const walletLedgerQuerySchema = z.strictObject({
  userId: userIdSchema.optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(100, 'limit must be at most 100.')
    .default(20),
  offset: z.coerce
    .number({ message: 'offset must be a number.' })
    .int('offset must be a whole number.')
    .min(0, 'offset must not be negative.')
    .default(0),
});
export type WalletLedgerQuery = z.infer<typeof walletLedgerQuerySchema>;

export const walletLedgerResponseSchema = z.object({
  data: z.object({ entries: z.array(ledgerEntrySchema), total: z.number().int().nonnegative() }),
});
export type WalletLedgerResponse = z.infer<typeof walletLedgerResponseSchema>;

/** A wallet and an amount: what a reward grants or a power-up adds. */
export const walletAmountSchema = z.object({
  wallet: walletNameSchema,
  amount: z.number().int().positive(),
});
export type WalletAmount = z.infer<typeof walletAmountSchema>;

export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, 'Idempotency-Key must be 1–200 visible ASCII characters.');
