import { describe, expect, it } from 'vitest';
import { formatWalletAmount, walletLabel } from './wallet-labels';

describe('wallet labels', () => {
  it('names each wallet as a person would', () => {
    expect(walletLabel('ACHIEVEMENT_POINTS')).toBe('Achievement points');
    expect(walletLabel('ENERGY')).toBe('Energy');
    expect(walletLabel('DIAMONDS')).toBe('Diamonds');
    expect(walletLabel('EXPERIENCE')).toBe('Experience points');
  });

  it('groups the digits of an amount inside a sentence', () => {
    expect(formatWalletAmount(10000, 'ACHIEVEMENT_POINTS')).toBe('10,000 achievement points');
    expect(formatWalletAmount(3, 'DIAMONDS')).toBe('3 diamonds');
  });
});
