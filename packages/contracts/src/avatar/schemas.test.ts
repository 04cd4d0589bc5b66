import { describe, expect, it } from 'vitest';
import { avatarsQuerySchema, saveAvatarRequestSchema } from './schemas';

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
