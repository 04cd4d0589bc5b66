import { describe, expect, it } from 'vitest';
import { purchaseBody } from './purchase-request';

const item = { categoryId: 'c1' };

describe('purchaseBody', () => {
  it('sends the category and a non-zero quantity', () => {
    expect(purchaseBody(item, 3)).toEqual({ category_id: 'c1', quantity: 3 });
  });

  it('leaves the quantity out when it is zero or not given', () => {
    expect(purchaseBody(item, 0)).toEqual({ category_id: 'c1' });
    expect(purchaseBody(item)).toEqual({ category_id: 'c1' });
    expect('quantity' in purchaseBody(item)).toBe(false);
  });
});
