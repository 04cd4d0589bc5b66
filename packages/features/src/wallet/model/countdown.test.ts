import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it('counts down from when the server answered', () => {
    expect(secondsLeft(1800, 10_000, 10_000)).toBe(1800);
    expect(secondsLeft(1800, 10_000, 70_000)).toBe(1740);
    // Part of a second left still shows as a whole second.
    expect(secondsLeft(1800, 10_000, 10_500)).toBe(1800);
  });

  it('stops at zero', () => {
    expect(secondsLeft(5, 0, 60_000)).toBe(0);
  });

  it('never shows more than was reported, even with a clock reading from before the answer', () => {
    expect(secondsLeft(1800, 10_000, 9_400)).toBe(1800);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(245)).toBe('4:05');
    expect(formatCountdown(1800)).toBe('30:00');
  });

  it('adds hours from an hour up', () => {
    expect(formatCountdown(3723)).toBe('1:02:03');
  });
});
