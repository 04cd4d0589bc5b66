import { type ClipboardItem, clipboardCapacity, emptyClipboard } from '@sparked/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { clipboardStorageKey, readClipboard, writeClipboard } from './clipboard-storage';

const item = (id: string, timestamp: number, pinned = false): ClipboardItem => ({
  id,
  title: `Item ${id}`,
  type: 'Widget',
  timestamp,
  preview: 'data:image/png;base64,',
  data: { nested: [id] },
  pinned,
});

describe('clipboard storage', () => {
  beforeEach(() => localStorage.clear());

  it('writes all four lists under "educator-clipboard" and reads them back', () => {
    const lists = { ...emptyClipboard, widget: [item('p', 1, true), item('b', 3), item('a', 2)] };
    expect(writeClipboard(localStorage, lists)).toBe(true);
    expect(Object.keys(JSON.parse(localStorage.getItem(clipboardStorageKey) ?? '{}'))).toEqual([
      'activity',
      'unit',
      'section',
      'widget',
    ]);
    expect(readClipboard(localStorage)).toEqual(lists);
  });

  it('reads empty lists from a missing, corrupt or wrongly shaped entry', () => {
    expect(readClipboard(localStorage)).toEqual(emptyClipboard);
    for (const raw of ['{not json', 'null', '[]', '"text"', '{"activity":"nope"}']) {
      localStorage.setItem(clipboardStorageKey, raw);
      expect(readClipboard(localStorage)).toEqual(emptyClipboard);
    }
  });

  it('drops malformed and repeated items, restores the order and keeps at most 10', () => {
    const stored = [
      item('old', 1),
      { title: 'no id' },
      item('pinned', 0, true),
      item('old', 1),
      ...Array.from({ length: 12 }, (_, index) => item(`n${index}`, 10 + index)),
    ];
    localStorage.setItem(clipboardStorageKey, JSON.stringify({ activity: stored }));
    const { activity } = readClipboard(localStorage);
    expect(activity).toHaveLength(clipboardCapacity);
    expect(activity.map((entry) => entry.id)).toEqual([
      'pinned',
      'n11',
      'n10',
      'n9',
      'n8',
      'n7',
      'n6',
      'n5',
      'n4',
      'n3',
    ]);
  });

  it('reports a refused write instead of throwing', () => {
    const full = {
      ...localStorage,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    } as Storage;
    expect(writeClipboard(full, emptyClipboard)).toBe(false);
  });
});
