import { describe, expect, it } from 'vitest';
import { availability, isForSale } from './purchase-availability';

const hair = { price: 10000, stock: null, perUserLimit: null, quantityApplies: false, owned: 0 };
const refill = { price: 5, stock: null, perUserLimit: null, quantityApplies: true, owned: 0 };

describe('availability', () => {
  it('offers one unit of a thing owned once when the balance covers it', () => {
    expect(availability(hair, 10000)).toEqual({ kind: 'available', maxQuantity: 1 });
  });

  it('says a thing owned once is owned after buying it, whatever the balance', () => {
    expect(availability({ ...hair, owned: 1 }, 0)).toEqual({ kind: 'owned' });
  });

  it('treats free things owned once as everyone’s', () => {
    expect(availability({ ...hair, price: 0 }, 0)).toEqual({ kind: 'included' });
  });

  it('refuses what the balance does not cover', () => {
    expect(availability(hair, 9999)).toEqual({ kind: 'unaffordable' });
    expect(availability(refill, 4)).toEqual({ kind: 'unaffordable' });
  });

  it('caps the quantity at the balance, the stock, the per-user limit and 99', () => {
    expect(availability(refill, 23)).toEqual({ kind: 'available', maxQuantity: 4 });
    expect(availability({ ...refill, stock: 2 }, 100)).toEqual({
      kind: 'available',
      maxQuantity: 2,
    });
    expect(availability({ ...refill, perUserLimit: 3, owned: 1 }, 100)).toEqual({
      kind: 'available',
      maxQuantity: 2,
    });
    expect(availability({ ...refill, price: 1 }, 5000)).toEqual({
      kind: 'available',
      maxQuantity: 99,
    });
  });

  it('reports sold-out before the limit, and the limit before the balance', () => {
    expect(availability({ ...refill, stock: 0, perUserLimit: 1, owned: 1 }, 0)).toEqual({
      kind: 'sold-out',
    });
    expect(availability({ ...refill, perUserLimit: 2, owned: 2 }, 0)).toEqual({
      kind: 'limit-reached',
    });
  });
});

describe('isForSale', () => {
  it('lists priced things and things bought by quantity, not free things owned once', () => {
    expect(isForSale(hair)).toBe(true);
    expect(isForSale({ ...refill, price: 0 })).toBe(true);
    expect(isForSale({ ...hair, price: 0 })).toBe(false);
  });
});
