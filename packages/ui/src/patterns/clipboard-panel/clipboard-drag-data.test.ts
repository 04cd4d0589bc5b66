import { describe, expect, it } from 'vitest';
import {
  clipboardDragType,
  getClipboardDragData,
  isClipboardDrag,
  setClipboardDragData,
} from './clipboard-drag-data';

/** The part of DataTransfer the helpers use, kept in a map like the browser does. */
function fakeDataTransfer() {
  const data = new Map<string, string>();
  return {
    get types() {
      return [...data.keys()];
    },
    getData: (type: string) => data.get(type) ?? '',
    setData: (type: string, value: string) => void data.set(type, value),
  };
}

describe('clipboard drag data', () => {
  it('round-trips the item as JSON and offers its title as plain text', () => {
    const dataTransfer = fakeDataTransfer();
    const item = { id: 'a1', title: 'Quiz: loops', data: { blocks: [1, 2] }, pinned: false };
    setClipboardDragData(dataTransfer, item);

    expect(dataTransfer.types).toEqual([clipboardDragType, 'text/plain']);
    expect(isClipboardDrag(dataTransfer)).toBe(true);
    expect(dataTransfer.getData('text/plain')).toBe('Quiz: loops');
    expect(getClipboardDragData(dataTransfer)).toEqual(item);
  });

  it('reads nothing from other drags or malformed JSON', () => {
    const dataTransfer = fakeDataTransfer();
    dataTransfer.setData('text/plain', 'hello');
    expect(isClipboardDrag(dataTransfer)).toBe(false);
    expect(getClipboardDragData(dataTransfer)).toBeUndefined();

    dataTransfer.setData(clipboardDragType, '{broken');
    expect(getClipboardDragData(dataTransfer)).toBeUndefined();
  });
});
