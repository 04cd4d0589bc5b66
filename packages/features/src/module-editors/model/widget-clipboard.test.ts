import { describe, expect, it } from 'vitest';
import { newBlock } from './blocks';
import { copiedWidget, pastedWidget, widgetTitle } from './widget-clipboard';

describe('widget clipboard data', () => {
  it('reads back a copied block', () => {
    const block = newBlock('code', 'b1');
    expect(pastedWidget(copiedWidget(block))).toEqual(block);
  });

  it('refuses anything that is not a block', () => {
    expect(pastedWidget({ block: { type: 'image', src: 'javascript:x' } })).toBeNull();
    expect(pastedWidget(null)).toBeNull();
    expect(pastedWidget({ content: { type: 'ebook', blocks: [] } })).toBeNull();
  });
});

describe('widgetTitle', () => {
  it('names a block by what it holds', () => {
    const text = {
      id: 't',
      type: 'text' as const,
      doc: {
        type: 'doc' as const,
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Leaves   are green.' }] }],
      },
    };
    expect(widgetTitle(text, 'Text')).toBe('Text: Leaves are green.');
    expect(widgetTitle(newBlock('divider', 'd'), 'Divider')).toBe('Divider');
  });
});
