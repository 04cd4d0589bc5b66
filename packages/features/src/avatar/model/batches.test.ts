import { describe, expect, it } from 'vitest';
import { batchesOf } from './batches';

describe('batchesOf', () => {
  it('cuts a list into batches of at most the given size, in order', () => {
    expect(batchesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(
      batchesOf(
        Array.from({ length: 250 }, (_, i) => i),
        100,
      ).map((b) => b.length),
    ).toEqual([100, 100, 50]);
  });

  it('makes no batch for an empty list', () => {
    expect(batchesOf([], 100)).toEqual([]);
  });
});
