import type { StoreItem } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { withOwned } from './store-cache';

const item = (id: string, owned: number): StoreItem => ({
  id,
  categoryId: 'c1',
  name: id,
  description: '',
  image: null,
  avatarPart: null,
  price: 5,
  currency: 'DIAMONDS',
  stock: null,
  perUserLimit: null,
  quantityApplies: true,
  grants: null,
  active: true,
  owned,
});

describe('withOwned', () => {
  it('replaces the owned count of the bought item only, without touching the original', () => {
    const store = {
      categories: [
        {
          id: 'c1',
          slug: 'power-ups',
          name: 'Power-ups',
          description: '',
          items: [item('a', 0), item('b', 1)],
        },
      ],
    };
    const next = withOwned(store, 'b', 3);
    expect(next.categories[0]?.items.map((entry) => entry.owned)).toEqual([0, 3]);
    expect(store.categories[0]?.items[1]?.owned).toBe(1);
  });
});
