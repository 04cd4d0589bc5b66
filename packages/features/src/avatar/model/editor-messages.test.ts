import { describe, expect, it } from 'vitest';
import { cannotBuyMessage, savedMessage } from './editor-messages';

describe('editor messages', () => {
  it('mentions what the first save earned', () => {
    expect(savedMessage([{ wallet: 'ACHIEVEMENT_POINTS', amount: 50 }]).message).toBe(
      'You earned 50 achievement points.',
    );
    expect(
      savedMessage([
        { wallet: 'ACHIEVEMENT_POINTS', amount: 50 },
        { wallet: 'DIAMONDS', amount: 2 },
      ]).message,
    ).toBe('You earned 50 achievement points and 2 diamonds.');
    expect(savedMessage([])).toEqual({
      title: 'Avatar saved',
      message: 'Your new look shows across Sparked.',
    });
  });

  it('says what a part costs and what the user has', () => {
    const item = { name: 'Top bun', price: 10000, currency: 'ACHIEVEMENT_POINTS' } as const;
    expect(cannotBuyMessage('Not enough Achievement points', item, 120)).toEqual({
      title: 'Not enough Achievement points',
      message:
        'Top bun costs 10,000 achievement points. You have 120 achievement points. Finish activities and modules to earn more.',
    });
  });
});
