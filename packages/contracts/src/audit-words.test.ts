import { describe, expect, it } from 'vitest';
import { describeForAccountHolder } from './audit-words';

describe('describeForAccountHolder', () => {
  it('tells a student what an admin did to their wallets in words', () => {
    expect(
      describeForAccountHolder(
        'wallet.grant',
        { wallet: 'ENERGY', balance: 0 },
        { wallet: 'ENERGY', balance: 5 },
      ),
    ).toBe('An admin added 5 energy; you now have 5.');
    expect(
      describeForAccountHolder(
        'wallet.grant',
        { wallet: 'DIAMONDS', balance: 30 },
        { wallet: 'DIAMONDS', balance: 20 },
      ),
    ).toBe('An admin took away 10 diamonds; you now have 20.');
  });

  it('names no field or wallet code', () => {
    const told = describeForAccountHolder(
      'wallet.grant',
      { wallet: 'ACHIEVEMENT_POINTS', balance: 1 },
      { wallet: 'ACHIEVEMENT_POINTS', balance: 6 },
    );
    expect(told).not.toMatch(/ACHIEVEMENT_POINTS|wallet:|balance:|→/);
  });
});
