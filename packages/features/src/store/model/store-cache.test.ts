import type { StoreItem } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { withPurchase } from './store-cache';

const item = (id: string, owned: number, stock: number | null = null): StoreItem => ({
  id,
  categoryId: 'c1',
  name: id,
  description: '',
  image: null,
  avatarPart: null,
  price: 5,
  currency: 'DIAMONDS',
  stock,
  perUserLimit: null,
  quantityApplies: true,
  grants: null,
  active: true,
  owned,
});

const storeOf = (...items: StoreItem[]) => ({
  categories: [{ id: 'c1', slug: 'power-ups', name: 'Power-ups', description: '', items }],
});
const wallets = { ACHIEVEMENT_POINTS: 0, ENERGY: 5, DIAMONDS: 10, EXPERIENCE: 0 };

describe('withPurchase', () => {
  it('replaces the owned count of the bought item only, without touching the original', () => {
    const store = storeOf(item('a', 0), item('b', 1));
    const next = withPurchase(store, { itemId: 'b', quantity: 2, owned: 3, wallets });
    expect(next.categories[0]?.items.map((entry) => entry.owned)).toEqual([0, 3]);
    expect(next.categories[0]?.items.map((entry) => entry.stock)).toEqual([null, null]);
    expect(store.categories[0]?.items[1]?.owned).toBe(1);
  });

  it('takes the bought units from a limited stock', () => {
    const store = storeOf(item('a', 0, 5));
    const next = withPurchase(store, { itemId: 'a', quantity: 2, owned: 2, wallets });
    expect(next.categories[0]?.items[0]?.stock).toBe(3);
  });
});
