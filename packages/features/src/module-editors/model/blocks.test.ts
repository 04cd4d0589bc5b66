import { blockSchema } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { addableBlocks, moveBlock, newBlock, savableContent } from './blocks';

describe('newBlock', () => {
  it('makes blocks the contract accepts once filled in', () => {
    for (const type of ['text', 'callout', 'code', 'divider'] as const) {
      expect(blockSchema.safeParse(newBlock(type)).success, type).toBe(true);
    }
    expect(addableBlocks).not.toContain('question');
  });
});

describe('moveBlock', () => {
  it('moves one block up or down and stops at the ends', () => {
    expect(moveBlock(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveBlock(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveBlock(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('savableContent', () => {
  it('leaves blocks that are still being filled in out of the save', () => {
    const text = newBlock('text', 'b1');
    const image = newBlock('image', 'b2');
    expect(savableContent({ type: 'ebook', blocks: [text, image] })).toEqual({
      type: 'ebook',
      blocks: [text],
    });
  });
});
