import { describe, expect, it } from 'vitest';
import { parseQuantity } from './quantity';

describe('parseQuantity', () => {
  it('accepts whole numbers from 1 to the maximum', () => {
    expect(parseQuantity('1', 4)).toBe(1);
    expect(parseQuantity(' 4 ', 4)).toBe(4);
  });

  it('refuses empty, fractional, negative, zero and too-large quantities', () => {
    for (const text of ['', '1.5', '-1', '0', '5', 'two', '1e2']) {
      expect(parseQuantity(text, 4)).toBeNull();
    }
  });
});
