import { describe, expect, it } from 'vitest';
import { refilledEnoughAt, settleRefill } from './refill';

const policy = { amount: 1, intervalSeconds: 1800, cap: 5 };
const start = new Date('2026-01-01T00:00:00Z');
const after = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('settleRefill', () => {
  it('adds nothing before a full interval and counts down to it', () => {
    expect(settleRefill({ balance: 2, anchor: start }, policy, after(600))).toEqual({
      add: 0,
      anchor: start,
      nextRefillSeconds: 1200,
    });
  });

  it('adds one amount per whole interval and keeps the part-interval already waited', () => {
    const settled = settleRefill({ balance: 0, anchor: start }, policy, after(2 * 1800 + 100));
    expect(settled).toEqual({ add: 2, anchor: after(3600), nextRefillSeconds: 1700 });
  });

  it('stops at the cap and then has no timer', () => {
    const settled = settleRefill({ balance: 3, anchor: start }, policy, after(10 * 1800));
    expect(settled.add).toBe(2);
    expect(settled.nextRefillSeconds).toBeNull();
  });

  it('leaves a balance above the cap alone and restarts the clock', () => {
    const now = after(99_999);
    expect(settleRefill({ balance: 12, anchor: start }, policy, now)).toEqual({
      add: 0,
      anchor: now,
      nextRefillSeconds: null,
    });
  });

  it('honours larger amounts without passing the cap', () => {
    const big = { amount: 3, intervalSeconds: 60, cap: 5 };
    expect(settleRefill({ balance: 4, anchor: start }, big, after(60)).add).toBe(1);
  });

  it('treats an anchor in the future (clock skew) as no time elapsed', () => {
    const settled = settleRefill({ balance: 1, anchor: after(60) }, policy, start);
    expect(settled.add).toBe(0);
    expect(settled.nextRefillSeconds).toBe(1860);
  });
});

describe('refilledEnoughAt', () => {
  it('counts whole intervals from the running one until the balance covers the need', () => {
    expect(refilledEnoughAt({ balance: 0, anchor: start }, policy, 2)).toEqual(after(3600));
    expect(refilledEnoughAt({ balance: 1, anchor: start }, policy, 2)).toEqual(after(1800));
    const twoAtATime = { ...policy, amount: 2 };
    expect(refilledEnoughAt({ balance: 0, anchor: start }, twoAtATime, 3)).toEqual(after(3600));
  });

  it('is null for a wallet that does not refill or never refills that far', () => {
    expect(refilledEnoughAt({ balance: 0, anchor: start }, undefined, 2)).toBeNull();
    expect(refilledEnoughAt({ balance: 0, anchor: start }, policy, 6)).toBeNull();
  });
});
