import { describe, expect, it } from 'vitest';
import { avatarsQuerySchema, saveAvatarRequestSchema } from '../avatar/schemas';
import { purchaseRequestSchema, storeItemRequestSchema } from '../token-store/schemas';
import { idempotencyKeySchema, walletGrantRequestSchema } from './schemas';

const avatar = {
  background: { backgroundColor: '#FFFFFF' },
  head: { variation: 'Head1', blushColor: '#ff9c7d' },
  body: { variation: 'Body1', bodyColor: '#ffb89d', shirtColor: '#f3a13f' },
  eyes: { variation: 'Eyes1', eyesColor: '#000000', browsColor: '#000000' },
  hair: { variation: 'FrontHair6', hasBackDisplay: false, hairColor: '#000000' },
  mouth: { variation: 'Mouth1' },
  headwear: { variation: '' },
};

describe('saveAvatarRequestSchema', () => {
  it('accepts the client model and drops the fields that are derived, lower-casing colours', () => {
    const saved = saveAvatarRequestSchema.parse({ ...avatar, loaded: true });
    expect(saved).not.toHaveProperty('loaded');
    expect(saved.hair).toEqual({ variation: 'FrontHair6', hairColor: '#000000' });
    expect(saved.background.backgroundColor).toBe('#ffffff');
  });

  it('refuses short colours, odd variation names and unknown fields', () => {
    const bad = saveAvatarRequestSchema.safeParse({
      ...avatar,
      head: { variation: '../x', blushColor: '#fff' },
      extra: 1,
    });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['head.variation', 'head.blushColor', '']),
    );
  });
});

describe('avatarsQuerySchema', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  it('takes one ids[] or many, without duplicates', () => {
    expect(avatarsQuerySchema.parse({ 'ids[]': id })['ids[]']).toEqual([id]);
    expect(avatarsQuerySchema.parse({ 'ids[]': [id, id] })['ids[]']).toEqual([id]);
  });
  it('refuses more than 100 ids', () => {
    const ids = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(avatarsQuerySchema.safeParse({ 'ids[]': ids }).success).toBe(false);
  });
});

describe('economy requests', () => {
  it('refuses a grant of 0 and a reason that says nothing', () => {
    const result = walletGrantRequestSchema.safeParse({
      userId: '00000000-0000-4000-8000-000000000001',
      wallet: 'DIAMONDS',
      amount: 0,
      reason: ' ',
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['amount', 'reason']);
  });

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

  it('accepts visible ASCII idempotency keys only', () => {
    expect(idempotencyKeySchema.safeParse('purchase-1f2e').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('has space').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('x'.repeat(201)).success).toBe(false);
  });
});
