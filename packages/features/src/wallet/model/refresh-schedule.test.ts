import { describe, expect, it } from 'vitest';
import { defaultWalletRecheckMs, walletRefetchDelay } from './refresh-schedule';

describe('walletRefetchDelay', () => {
  it('waits for the soonest replenish timer', () => {
    expect(walletRefetchDelay({ ENERGY: 1500, DIAMONDS: 90 })).toBe(90_000);
  });

  it('checks again after one hour when no wallet is waiting for a refill', () => {
    expect(defaultWalletRecheckMs).toBe(3_600_000);
    expect(walletRefetchDelay({})).toBe(3_600_000);
    expect(walletRefetchDelay(undefined)).toBe(3_600_000);
    expect(walletRefetchDelay({ ENERGY: undefined })).toBe(3_600_000);
  });

  it('never asks more than once a second, even for a refill that is due now', () => {
    expect(walletRefetchDelay({ ENERGY: 0 })).toBe(1000);
    expect(walletRefetchDelay({ ENERGY: 0.2 })).toBe(1000);
  });
});
