import {
  ledgerEntryKinds,
  rewardClaimants,
  rewardLimits,
  userTagColours,
  walletNames,
} from '@sparked/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { createdAt, updatedAt } from './columns';
import { users } from './users-schema';

const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const walletName = (name: string) => text(name, { enum: walletNames });

/**
 * One row per user and wallet, created on first use. `balance` is a cache of the ledger sum, changed
 * only together with a ledger entry; `refill_anchor` is where the next lazy refill interval starts.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: userId(),
    wallet: walletName('wallet').notNull(),
    balance: integer('balance').notNull().default(0),
    refillAnchor: timestamp('refill_anchor', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.wallet] }),
    check('wallets_balance_not_negative', sql`${table.balance} >= 0`),
  ],
);

/** Append-only: nothing updates or deletes a row here. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    wallet: walletName('wallet').notNull(),
    delta: integer('delta').notNull(),
    kind: text('kind', { enum: ledgerEntryKinds }).notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('wallet_ledger_user_created_idx').on(table.userId, table.createdAt),
    check('wallet_ledger_delta_not_zero', sql`${table.delta} <> 0`),
  ],
);

/** The first answer to each (user, Idempotency-Key), replayed to repeats of the same request. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userId(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_progress', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    /** The JSON text sent, kept as text so a replay is byte for byte the first answer. */
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

export const rewardRules = pgTable(
  'reward_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referenceTable: text('reference_table').notNull(),
    referenceSelector: text('reference_selector').notNull(),
    wallet: walletName('wallet').notNull(),
    amount: integer('amount').notNull(),
    limit: text('limit', { enum: rewardLimits }).notNull(),
    claimedBy: text('claimed_by', { enum: rewardClaimants }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('reward_rules_reference_wallet_unique').on(
      table.referenceTable,
      table.referenceSelector,
      table.wallet,
    ),
    check('reward_rules_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * A received reward. `period` makes the limit a unique key: `once` for once-only rules, the UTC
 * date for daily ones, a fresh id for unlimited ones; so a second claim inserts nothing.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => rewardRules.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('reward_claims_user_rule_period_unique').on(table.userId, table.ruleId, table.period),
  ],
);

export const userTags = pgTable('user_tags', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  colour: text('colour', { enum: userTagColours }).notNull().default('neutral'),
  createdAt: createdAt(),
});

export const userTagAssignments = pgTable(
  'user_tag_assignments',
  {
    userId: userId(),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => userTags.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tagId] })],
);

export const storeCategories = pgTable('store_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
});

export const storeItems = pgTable(
  'store_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => storeCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    avatarPart: text('avatar_part'),
    avatarVariation: text('avatar_variation'),
    price: integer('price').notNull(),
    currency: walletName('currency').notNull(),
    stock: integer('stock'),
    perUserLimit: integer('per_user_limit'),
    quantityApplies: boolean('quantity_applies').notNull(),
    grantsWallet: walletName('grants_wallet'),
    grantsAmount: integer('grants_amount'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('store_items_avatar_part_unique').on(table.avatarPart, table.avatarVariation),
    index('store_items_category_idx').on(table.categoryId),
    check('store_items_price_not_negative', sql`${table.price} >= 0`),
    check('store_items_stock_not_negative', sql`${table.stock} >= 0`),
    check(
      'store_items_grants_complete',
      sql`(${table.grantsWallet} is null) = (${table.grantsAmount} is null)`,
    ),
  ],
);

/** How many units of an item a user owns. */
export const itemOwnership = pgTable(
  'item_ownership',
  {
    userId: userId(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => storeItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemId] }),
    check('item_ownership_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** The receipt each ledger debit of a purchase refers to (`purchases:<id>`). */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => storeItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    currency: walletName('currency').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('purchases_user_idx').on(table.userId)],
);

export const avatars = pgTable('avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  avatar: jsonb('avatar').notNull(),
  updatedAt: updatedAt(),
});
