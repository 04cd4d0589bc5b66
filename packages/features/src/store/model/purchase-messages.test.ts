import { describe, expect, it } from 'vitest';
import { purchasedMessage, purchaseQuestion, unavailableReason } from './purchase-messages';

const hair = { name: 'Spikes', price: 10000, currency: 'ACHIEVEMENT_POINTS' } as const;
const refill = { name: 'Energy refill', price: 5, currency: 'DIAMONDS' } as const;

describe('purchase messages', () => {
  it('asks with the total and what will be left', () => {
    expect(purchaseQuestion(hair, 1, 12000)).toEqual({
      title: 'Buy Spikes?',
      message:
        'This costs 10,000 achievement points.\nYou will have 2,000 achievement points left.',
    });
    expect(purchaseQuestion(refill, 3, 40).title).toBe('Buy 3 × Energy refill?');
    expect(purchaseQuestion(refill, 3, 40).message).toContain('This costs 15 diamonds.');
  });

  it('confirms what was bought', () => {
    expect(purchasedMessage(hair, 1).message).toBe('Spikes is yours.');
    expect(purchasedMessage(refill, 2).message).toBe('You bought 2 × Energy refill.');
  });

  it('names the reason an item cannot be bought', () => {
    expect(unavailableReason({ kind: 'unaffordable' }, 'ACHIEVEMENT_POINTS')).toBe(
      'Not enough Achievement points',
    );
    expect(unavailableReason({ kind: 'sold-out' }, 'DIAMONDS')).toBe('Out of stock');
    expect(unavailableReason({ kind: 'limit-reached' }, 'DIAMONDS')).toBe(
      'You have reached the limit for this item',
    );
    expect(unavailableReason({ kind: 'available', maxQuantity: 1 }, 'DIAMONDS')).toBeNull();
    expect(unavailableReason({ kind: 'owned' }, 'DIAMONDS')).toBeNull();
  });
});
