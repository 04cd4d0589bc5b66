import { describe, expect, it } from 'vitest';
import { purchaseRequestSchema, storeItemRequestSchema } from './schemas';

describe('store requests', () => {
  it('refuses a zero quantity (spec §5: it is sent only when non-zero)', () => {
    const categoryId = '00000000-0000-4000-8000-000000000001';
    expect(purchaseRequestSchema.safeParse({ category_id: categoryId, quantity: 0 }).success).toBe(
      false,
    );
    expect(purchaseRequestSchema.parse({ category_id: categoryId })).toEqual({
      category_id: categoryId,
    });
  });

  it('refuses an avatar part sold by quantity', () => {
    const result = storeItemRequestSchema.safeParse({
      categoryId: '00000000-0000-4000-8000-000000000001',
      name: 'Cap',
      description: '',
      avatarPart: { part: 'headwear', variation: 'Headwear1' },
      price: 0,
      currency: 'DIAMONDS',
      quantityApplies: true,
    });
    expect(result.error?.issues[0]?.message).toMatch(/owned once/);
  });
});
