import {
  avatarCategorySlug,
  avatarVariationPartSchema,
  type StoreCategoryFields,
  type StoreItem,
  type StoreItemFields,
  type WalletName,
} from '@sparked/contracts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { itemOwnership, purchases, storeCategories, storeItems } from '../../db/schema';

const itemColumns = {
  id: storeItems.id,
  categoryId: storeItems.categoryId,
  name: storeItems.name,
  description: storeItems.description,
  image: storeItems.image,
  avatarPart: storeItems.avatarPart,
  avatarVariation: storeItems.avatarVariation,
  price: storeItems.price,
  currency: storeItems.currency,
  stock: storeItems.stock,
  perUserLimit: storeItems.perUserLimit,
  quantityApplies: storeItems.quantityApplies,
  grantsWallet: storeItems.grantsWallet,
  grantsAmount: storeItems.grantsAmount,
  active: storeItems.active,
};
const categoryColumns = {
  id: storeCategories.id,
  slug: storeCategories.slug,
  name: storeCategories.name,
  description: storeCategories.description,
  position: storeCategories.position,
};

const selectItems = (db: Database) => db.select(itemColumns).from(storeItems);
export type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** The stored row as the contract's item, with what the user owns. */
export function toStoreItem(row: ItemRow, owned: number): StoreItem {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    image: row.image,
    avatarPart:
      row.avatarPart !== null && row.avatarVariation !== null
        ? { part: avatarVariationPartSchema.parse(row.avatarPart), variation: row.avatarVariation }
        : null,
    price: row.price,
    currency: row.currency,
    stock: row.stock,
    perUserLimit: row.perUserLimit,
    quantityApplies: row.quantityApplies,
    grants:
      row.grantsWallet !== null && row.grantsAmount !== null
        ? { wallet: row.grantsWallet, amount: row.grantsAmount }
        : null,
    active: row.active,
    owned,
  };
}

/** The request's item as columns (`avatarPart` and `grants` are stored flat). */
function toColumns(item: StoreItemFields) {
  const { avatarPart, grants, ...rest } = item;
  return {
    ...rest,
    avatarPart: avatarPart?.part ?? null,
    avatarVariation: avatarPart?.variation ?? null,
    grantsWallet: grants?.wallet ?? null,
    grantsAmount: grants?.amount ?? null,
  };
}

export const storeRepository = {
  /** Every category in store order. */
  categories: (db: Database) =>
    db
      .select(categoryColumns)
      .from(storeCategories)
      .orderBy(asc(storeCategories.position), asc(storeCategories.name)),

  items: (db: Database, { activeOnly }: { activeOnly: boolean }): Promise<ItemRow[]> =>
    selectItems(db)
      .where(activeOnly ? eq(storeItems.active, true) : undefined)
      .orderBy(asc(storeItems.position), asc(storeItems.name)),

  async ownedBy(db: Database, userId: string, itemIds?: readonly string[]) {
    const rows = await db
      .select({ itemId: itemOwnership.itemId, quantity: itemOwnership.quantity })
      .from(itemOwnership)
      .where(
        and(
          eq(itemOwnership.userId, userId),
          itemIds ? inArray(itemOwnership.itemId, [...itemIds]) : undefined,
        ),
      );
    return new Map(rows.map((row) => [row.itemId, row.quantity]));
  },

  async item(db: Database, id: string): Promise<ItemRow | undefined> {
    const [row] = await selectItems(db).where(eq(storeItems.id, id));
    return row;
  },

  async category(db: Database, id: string) {
    const [row] = await db
      .select(categoryColumns)
      .from(storeCategories)
      .where(eq(storeCategories.id, id));
    return row;
  },

  async insertCategory(db: Database, fields: StoreCategoryFields) {
    const [row] = await db.insert(storeCategories).values(fields).returning(categoryColumns);
    return row;
  },

  async updateCategory(db: Database, id: string, fields: StoreCategoryFields) {
    const [row] = await db
      .update(storeCategories)
      .set(fields)
      .where(eq(storeCategories.id, id))
      .returning(categoryColumns);
    return row;
  },

  async categoryExists(db: Database, id: string) {
    const [row] = await db
      .select({ id: storeCategories.id })
      .from(storeCategories)
      .where(eq(storeCategories.id, id));
    return row !== undefined;
  },

  /** Whether an item on sale adds to `wallet`: the store is somewhere to get more of it. */
  async sellsWallet(db: Database, wallet: WalletName) {
    const [row] = await db
      .select({ id: storeItems.id })
      .from(storeItems)
      .where(and(eq(storeItems.active, true), eq(storeItems.grantsWallet, wallet)))
      .limit(1);
    return row !== undefined;
  },

  /** Avatar parts with their prices: the catalogue an avatar save is checked against. */
  avatarParts: (db: Database) =>
    db
      .select({
        id: storeItems.id,
        name: storeItems.name,
        part: storeItems.avatarPart,
        variation: storeItems.avatarVariation,
        price: storeItems.price,
      })
      .from(storeItems)
      .innerJoin(storeCategories, eq(storeCategories.id, storeItems.categoryId))
      .where(and(eq(storeCategories.slug, avatarCategorySlug), isNotNull(storeItems.avatarPart))),

  /** Takes units from a limited stock; false when fewer are left. Unlimited items are not locked. */
  async takeStock(db: Database, itemId: string, quantity: number) {
    const rows = await db
      .update(storeItems)
      .set({ stock: sql`${storeItems.stock} - ${quantity}` })
      .where(and(eq(storeItems.id, itemId), sql`${storeItems.stock} >= ${quantity}`))
      .returning({ stock: storeItems.stock });
    return rows.length === 1;
  },

  /**
   * Records a purchase's receipt and adds its units to what the user owns, atomically with the
   * limit (null: unlimited), in one statement (the receipt rides along as a data-modifying CTE).
   * Returns the new quantity, or null when it would pass the limit: the caller then rolls back,
   * receipt and all.
   */
  async recordPurchase(
    db: Database,
    receipt: typeof purchases.$inferInsert,
    limit: number | null,
  ): Promise<number | null> {
    const { userId, itemId, quantity } = receipt;
    if (limit !== null && quantity > limit) return null;
    const inserted = db
      .$with('receipt')
      .as(db.insert(purchases).values(receipt).returning({ id: purchases.id }));
    const [row] = await db
      .with(inserted)
      .insert(itemOwnership)
      .values({ userId, itemId, quantity })
      .onConflictDoUpdate({
        target: [itemOwnership.userId, itemOwnership.itemId],
        set: { quantity: sql`${itemOwnership.quantity} + ${quantity}`, updatedAt: sql`now()` },
        setWhere:
          limit === null ? undefined : sql`${itemOwnership.quantity} + ${quantity} <= ${limit}`,
      })
      .returning({ quantity: itemOwnership.quantity });
    return row?.quantity ?? null;
  },

  async insertItem(db: Database, item: StoreItemFields) {
    const [row] = await db.insert(storeItems).values(toColumns(item)).returning(itemColumns);
    if (!row) throw new Error('store item was not inserted');
    return row;
  },

  async updateItem(db: Database, id: string, item: StoreItemFields) {
    const [row] = await db
      .update(storeItems)
      .set({ ...toColumns(item), updatedAt: sql`now()` })
      .where(eq(storeItems.id, id))
      .returning(itemColumns);
    return row;
  },
};
