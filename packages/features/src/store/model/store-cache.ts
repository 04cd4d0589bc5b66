import type { PurchaseResponse, StoreCategory } from '@sparked/contracts';

type Purchase = PurchaseResponse['data'];

/**
 * The store as cached after a purchase: the bought item's owned count from the answer, and its
 * limited stock less the units this purchase took (the server takes exactly those).
 */
export function withPurchase<Store extends { categories: StoreCategory[] }>(
  store: Store,
  { itemId, owned, quantity }: Purchase,
): Store {
  return {
    ...store,
    categories: store.categories.map((category) => ({
      ...category,
      items: category.items.map((item) =>
        item.id === itemId
          ? {
              ...item,
              owned,
              stock: item.stock === null ? null : Math.max(0, item.stock - quantity),
            }
          : item,
      ),
    })),
  };
}
