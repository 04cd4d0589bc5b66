import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('prices', () => {
  it('reads amounts in the smallest unit as money in each currency', () => {
    expect(formatPrice({ amount: 499, currency: 'usd' })).toBe('$4.99');
    expect(formatPrice({ amount: 25_000, currency: 'php' })).toBe('₱250.00');
    expect(formatPrice({ amount: 1_000, currency: 'eur' })).toBe('€10.00');
  });

  it('says Free for a module without a price', () => {
    expect(formatPrice(null)).toBe('Free');
  });
});
