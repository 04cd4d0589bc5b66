import { describe, expect, it } from 'vitest';
import { shortfallAdvice } from './shortfall';

const now = new Date(2026, 10, 28, 14, 10);
const energy = { wallet: 'ENERGY' as const, needed: 2, balance: 0 };

describe('shortfallAdvice', () => {
  it('says when refills cover the price and that the store sells more', () => {
    const enoughAt = new Date(2026, 10, 28, 15, 10).toISOString();
    expect(shortfallAdvice({ ...energy, enoughAt, inStore: true }, now)).toBe(
      'You will have 2 energy at 3:10 PM. The store sells more.',
    );
    const tomorrow = new Date(2026, 10, 29, 0, 40).toISOString();
    expect(shortfallAdvice({ ...energy, enoughAt: tomorrow, inStore: false }, now)).toBe(
      'You will have 2 energy at Nov 29, 2026, 12:40 AM.',
    );
  });

  it('points to the store or to how to earn more when refills never cover it', () => {
    expect(shortfallAdvice({ ...energy, inStore: true }, now)).toBe('The store sells more.');
    expect(shortfallAdvice({ ...energy, wallet: 'DIAMONDS', inStore: false }, now)).toBe(
      'Keep a learning streak going to earn more.',
    );
  });

  it('never offers to try again', () => {
    const advice = shortfallAdvice({ ...energy, enoughAt: now.toISOString(), inStore: true }, now);
    expect(advice).not.toMatch(/retry|try again/i);
  });
});
