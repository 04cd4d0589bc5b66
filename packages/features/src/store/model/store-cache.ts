import type { StoreCategory } from '@sparked/contracts';

/** The store as cached, with one item's owned count replaced (after a purchase). */
export function withOwned<Store extends { categories: StoreCategory[] }>(
  store: Store,
  itemId: string,
  owned: number,
): Store {
  return {
    ...store,
    categories: store.categories.map((category) => ({
      ...category,
      items: category.items.map((item) => (item.id === itemId ? { ...item, owned } : item)),
    })),
  };
}
