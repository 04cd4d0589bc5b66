import { z } from 'zod';
import { avatarVariationPartSchema, avatarVariationSchema } from '../avatar/schemas';
import { maxWalletAmount } from '../wallets/constants';
import { walletAmountSchema, walletBalancesSchema, walletNameSchema } from '../wallets/schemas';

/** Slug of the store category whose items are avatar parts (decision 0003). */
export const avatarCategorySlug = 'avatar';

/** Most of one item a single purchase may buy. */
export const maxPurchaseQuantity = 99;

export const storeItemIdSchema = z.uuid('id must be a store item id.');
export const storeCategoryIdSchema = z.uuid('category_id must be a store category id.');

export const storeItemSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  avatarPart: z
    .object({ part: avatarVariationPartSchema, variation: avatarVariationSchema })
    .nullable(),
  price: z.number().int().nonnegative(),
  currency: walletNameSchema,
  /** Units left in the store; null is unlimited. */
  stock: z.number().int().nonnegative().nullable(),
  /** Most units one user may own; null is unlimited. */
  perUserLimit: z.number().int().positive().nullable(),
  /** False for things owned once, such as avatar parts: no quantity picker. */
  quantityApplies: z.boolean(),
  /** What one unit adds to a wallet when bought (a power-up), or null. */
  grants: walletAmountSchema.nullable(),
  active: z.boolean(),
  /** How many units the signed-in user owns. */
  owned: z.number().int().nonnegative(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;

export const storeCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  items: z.array(storeItemSchema),
});
export type StoreCategory = z.infer<typeof storeCategorySchema>;

/** GET /tools-api/token-store: every category with its active items and what the user owns. */
export const tokenStoreResponseSchema = z.object({
  data: z.object({ categories: z.array(storeCategorySchema) }),
});
export type TokenStoreResponse = z.infer<typeof tokenStoreResponseSchema>;

const count = (label: string, min: number) =>
  z
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(maxWalletAmount, `${label} must be at most ${maxWalletAmount}.`);

/** The fields an admin sends to create (POST) or replace (PUT) a store item. */
export const storeItemRequestSchema = z
  .strictObject({
    categoryId: z.uuid('categoryId must be a store category id.'),
    name: z
      .string()
      .trim()
      .min(1, 'name is required.')
      .max(80, 'name must be at most 80 characters.'),
    description: z.string().trim().max(500, 'description must be at most 500 characters.'),
    image: z
      .string()
      .max(2048)
      .regex(/^(\/(?!\/)|https:\/\/)/, 'image must be a same-origin path or an https URL.')
      .nullable()
      .default(null),
    avatarPart: z
      .strictObject({ part: avatarVariationPartSchema, variation: avatarVariationSchema })
      .nullable()
      .default(null),
    price: count('price', 0),
    currency: walletNameSchema,
    stock: count('stock', 0).nullable().default(null),
    perUserLimit: count('perUserLimit', 1).nullable().default(null),
    quantityApplies: z.boolean(),
    grants: z
      .strictObject({ wallet: walletNameSchema, amount: count('grants.amount', 1) })
      .nullable()
      .default(null),
    active: z.boolean().default(true),
  })
  .refine((item) => !(item.avatarPart && item.quantityApplies), {
    message: 'An avatar part is owned once: set quantityApplies to false.',
    path: ['quantityApplies'],
  });
export type StoreItemRequest = z.input<typeof storeItemRequestSchema>;
/** The item as the server reads it, defaults filled in. */
export type StoreItemFields = z.output<typeof storeItemRequestSchema>;

export const storeItemResponseSchema = z.object({ data: storeItemSchema });
/** GET /tools-api/token-store/items (admin): every item, inactive ones too. */
export const storeItemsResponseSchema = z.object({ data: z.array(storeItemSchema) });

/**
 * POST /sparked-api/items/{id}/purchase (spec §3 Purchase payload). `quantity` is sent only when
 * non-zero (spec §5) and means 1 when absent; an Idempotency-Key header is optional.
 */
export const purchaseRequestSchema = z.strictObject({
  category_id: storeCategoryIdSchema,
  quantity: z
    .number({ message: 'quantity must be a number.' })
    .int('quantity must be a whole number.')
    .min(1, 'quantity must be at least 1.')
    .max(maxPurchaseQuantity, `quantity must be at most ${maxPurchaseQuantity}.`)
    .optional(),
});
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

export const purchaseResponseSchema = z.object({
  data: z.object({
    itemId: z.string(),
    quantity: z.number().int().positive(),
    /** Units of this item the user owns after the purchase. */
    owned: z.number().int().positive(),
    wallets: walletBalancesSchema,
  }),
});
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;

/** A store category as admins manage it (POST and PUT /tools-api/token-store/categories). */
export const storeCategoryFieldsSchema = z.strictObject({
  slug: z
    .string()
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      'slug is lower-case words joined by hyphens, such as power-ups.',
    )
    .max(40, 'slug must be at most 40 characters.'),
  name: z
    .string()
    .trim()
    .min(1, 'name is required.')
    .max(60, 'name must be at most 60 characters.'),
  description: z
    .string()
    .trim()
    .max(300, 'description must be at most 300 characters.')
    .default(''),
  /** Where it shows in the store, smallest first. */
  position: z.number().int('position must be a whole number.').min(0).max(1000).default(0),
});
export type StoreCategoryFields = z.output<typeof storeCategoryFieldsSchema>;
export const managedStoreCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
});
export type ManagedStoreCategory = z.infer<typeof managedStoreCategorySchema>;
export const storeCategoryResponseSchema = z.object({ data: managedStoreCategorySchema });
export const storeCategoriesResponseSchema = z.object({
  data: z.array(managedStoreCategorySchema),
});
