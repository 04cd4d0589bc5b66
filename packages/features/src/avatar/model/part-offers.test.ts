import type { StoreCategory, StoreItem } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { partOffer } from './part-offers';

const hairItem = (variation: string, price: number, owned = 0): StoreItem => ({
  id: `item-${variation}`,
  categoryId: 'avatar',
  name: variation,
  description: '',
  image: null,
  avatarPart: { part: 'hair', variation },
  price,
  currency: 'ACHIEVEMENT_POINTS',
  stock: null,
  perUserLimit: null,
  quantityApplies: false,
  grants: null,
  active: true,
  owned,
});

const store: StoreCategory[] = [
  {
    id: 'avatar',
    slug: 'avatar',
    name: 'Avatar',
    description: '',
    items: [
      hairItem('FrontHair1', 0),
      hairItem('FrontHair6', 12000),
      hairItem('FrontHair7', 10000, 1),
    ],
  },
];

describe('partOffer', () => {
  it('lists the catalogue in order, priced by the store', () => {
    const { options } = partOffer('hair', store);
    expect(options.map((option) => option.id)).toEqual([
      'FrontHair1',
      'FrontHair2',
      'FrontHair3',
      'FrontHair4',
      'FrontHair5',
      'FrontHair6',
      'FrontHair7',
      'FrontHair8',
    ]);
    expect(options.find((option) => option.id === 'FrontHair6')?.cost).toBe(12000);
    // Not sold by this store: the catalogue's premium price stands.
    expect(options.find((option) => option.id === 'FrontHair8')?.cost).toBe(10000);
  });

  it('marks what the user owns and finds the item selling a variation', () => {
    const offer = partOffer('hair', store);
    expect(offer.ownedIds).toEqual(['FrontHair7']);
    expect(offer.items.get('FrontHair6')?.id).toBe('item-FrontHair6');
  });

  it('names the currency of the priced options, and none when everything is free', () => {
    expect(partOffer('hair', store).currency).toBe('ACHIEVEMENT_POINTS');
    expect(partOffer('headwear', store)).toMatchObject({ currency: null, ownedIds: [] });
    expect(partOffer('headwear', store).items.size).toBe(0);
  });
});
