import { describe, expect, it } from 'vitest';
import { withBalances } from './wallet-cache';

const cached = {
  wallets: { ACHIEVEMENT_POINTS: 500, ENERGY: 3, DIAMONDS: 40, EXPERIENCE: 0 },
  replenish: { ENERGY: 900 },
  caps: { ENERGY: 5 },
};

describe('withBalances', () => {
  it('takes the new balances and keeps a refill timer that still runs', () => {
    const balances = { ...cached.wallets, ACHIEVEMENT_POINTS: 400, ENERGY: 4 };
    expect(withBalances(cached, balances)).toEqual({ ...cached, wallets: balances });
  });

  it('drops the timer of a wallet that reached its cap', () => {
    const balances = { ...cached.wallets, ENERGY: 8 };
    expect(withBalances(cached, balances)).toEqual({
      wallets: balances,
      replenish: {},
      caps: { ENERGY: 5 },
    });
  });

  it('cannot tell the timer of a wallet that dropped below its cap', () => {
    const full = { ...cached, wallets: { ...cached.wallets, ENERGY: 5 }, replenish: {} };
    expect(withBalances(full, { ...full.wallets, ENERGY: 2 })).toBeNull();
  });
});
