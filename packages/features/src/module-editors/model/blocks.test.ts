import { blockSchema } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { addableBlocks, moveBlock, newBlock, savableContent } from './blocks';

describe('newBlock', () => {
  it('makes blocks the contract accepts once filled in', () => {
    for (const type of ['text', 'callout', 'code', 'divider'] as const) {
      expect(blockSchema.safeParse(newBlock(type)).success, type).toBe(true);
    }
  });

  it('offers a question block, saved once its question is written', () => {
    expect(addableBlocks).toContain('question');
    const block = newBlock('question');
    expect(blockSchema.safeParse(block).success).toBe(false);
    if (block.type !== 'question') throw new Error('not a question block');
    const written = { ...block, question: { ...block.question, prompt: 'Which gas?' } };
    expect(blockSchema.safeParse(written).success).toBe(true);
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
