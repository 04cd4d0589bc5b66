import { describe, expect, it } from 'vitest';
import { clipboardItemTypes, kindOfItemType } from './constants';
import { parseClipboardItem } from './schemas';

describe('clipboard items', () => {
  it('maps each kind to its item type and back', () => {
    for (const [kind, type] of Object.entries(clipboardItemTypes)) {
      expect(kindOfItemType(type)).toBe(kind);
    }
  });

  it('accepts a dropped item and refuses anything else', () => {
    const dropped = {
      id: 'a1',
      title: 'Quiz',
      type: 'Activity',
      timestamp: 1,
      preview: 'data:image/png;base64,',
      data: { blocks: [] },
      pinned: false,
    };
    expect(parseClipboardItem(dropped)).toEqual(dropped);
    expect(parseClipboardItem({ ...dropped, type: 'Module' })).toBeNull();
    expect(parseClipboardItem({ title: 'Quiz' })).toBeNull();
    expect(parseClipboardItem(undefined)).toBeNull();
  });
});
