import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ClipboardItem,
  type ClipboardItemType,
  type ClipboardKind,
  type ClipboardLists,
  clipboardCapacity,
  emptyClipboard,
} from '../clipboard-items/constants';
import {
  type CopiedItem,
  clearList,
  copyItem,
  removeItem,
  replaceTopPinned,
  togglePin,
} from './constants';

const copied = (
  id: string,
  timestamp: number,
  type: ClipboardItemType = 'Activity',
): CopiedItem => ({
  id,
  title: `Item ${id}`,
  type,
  timestamp,
  preview: 'data:image/png;base64,',
  data: { id },
});

const item = (id: string, timestamp: number, pinned = false): ClipboardItem => ({
  ...copied(id, timestamp),
  pinned,
});

const listOf = (count: number, pinned: (index: number) => boolean): ClipboardLists => ({
  ...emptyClipboard,
  // Newest first, as the store keeps them: a9 (time 9) down to a0 (time 0).
  activity: Array.from({ length: count }, (_, index) =>
    item(`a${count - 1 - index}`, count - 1 - index, pinned(count - 1 - index)),
  ),
});

const ids = (lists: ClipboardLists, kind: ClipboardKind = 'activity') =>
  lists[kind].map((entry) => entry.id);

function copiedLists(outcome: ReturnType<typeof copyItem>): ClipboardLists {
  if (outcome.status !== 'copied') throw new Error(`Expected a copy, got ${outcome.status}.`);
  return outcome.lists;
}

describe('copyItem', () => {
  it('puts the new item first among the unpinned and says so', () => {
    const lists = { ...emptyClipboard, activity: [item('p', 1, true), item('old', 2)] };
    const outcome = copyItem(lists, 'activity', copied('new', 3));
    expect(outcome).toEqual({
      status: 'copied',
      lists: expect.anything(),
      notification: {
        type: 'success',
        title: 'Copied Activity',
        message: 'Activity copied successfully.',
      },
    });
    expect(ids(copiedLists(outcome))).toEqual(['p', 'new', 'old']);
    expect(copiedLists(outcome).activity[1]?.pinned).toBe(false);
  });

  it('names the widget type in the messages and leaves the other lists alone', () => {
    const lists = listOf(3, () => false);
    const outcome = copyItem(lists, 'widget', copied('w', 5, 'Widget'));
    if (outcome.status !== 'copied') throw new Error('Expected a copy.');
    expect(outcome.notification.title).toBe('Copied Widget');
    expect(outcome.notification.message).toBe('Widget copied successfully.');
    expect(ids(outcome.lists, 'widget')).toEqual(['w']);
    expect(outcome.lists.activity).toBe(lists.activity);
  });

  it('replaces the oldest unpinned item of a full list and warns', () => {
    // a0 (the oldest) is pinned, so a1 is the oldest unpinned item.
    const lists = listOf(clipboardCapacity, (index) => index === 0);
    const outcome = copyItem(lists, 'activity', copied('new', 100));
    expect(outcome).toMatchObject({
      status: 'copied',
      notification: {
        type: 'warning',
        title: 'Copied Activity',
        message: 'Clipboard limit exceeded. Previously copied item was replaced.',
      },
    });
    const next = copiedLists(outcome);
    expect(next.activity).toHaveLength(clipboardCapacity);
    expect(ids(next)).toEqual(['a0', 'new', 'a9', 'a8', 'a7', 'a6', 'a5', 'a4', 'a3', 'a2']);
  });

  it('asks before replacing when every item of a full list is pinned', () => {
    const lists = listOf(clipboardCapacity, () => true);
    expect(copyItem(lists, 'activity', copied('new', 100))).toEqual({
      status: 'needs-confirmation',
      question: 'Top-most pinned item will be replaced by the newly copied item. Continue?',
    });
  });
});

describe('replaceTopPinned', () => {
  it('drops the top-most pinned item and adds the copy', () => {
    const lists = listOf(clipboardCapacity, () => true);
    const { lists: next, notification } = replaceTopPinned(lists, 'activity', copied('new', 100));
    expect(ids(next)).toEqual(['a8', 'a7', 'a6', 'a5', 'a4', 'a3', 'a2', 'a1', 'a0', 'new']);
    expect(next.activity.at(-1)?.pinned).toBe(false);
    expect(notification.message).toBe(
      'Clipboard limit exceeded. Previously copied item was replaced.',
    );
  });
});

describe('togglePin', () => {
  it('moves a pinned item to the top and an unpinned one back by age', () => {
    const lists = listOf(4, () => false);
    const pinnedOldest = togglePin(lists, 'activity', 'a0');
    expect(ids(pinnedOldest)).toEqual(['a0', 'a3', 'a2', 'a1']);
    expect(pinnedOldest.activity[0]?.pinned).toBe(true);

    const pinnedTwo = togglePin(pinnedOldest, 'activity', 'a2');
    expect(ids(pinnedTwo)).toEqual(['a2', 'a0', 'a3', 'a1']);

    const unpinned = togglePin(pinnedTwo, 'activity', 'a0');
    expect(ids(unpinned)).toEqual(['a2', 'a3', 'a1', 'a0']);
    expect(unpinned.activity.find((entry) => entry.id === 'a0')?.pinned).toBe(false);
  });

  it('ignores an unknown id', () => {
    const lists = listOf(2, () => false);
    expect(togglePin(lists, 'activity', 'missing')).toBe(lists);
  });
});

describe('removeItem and clearList', () => {
  it('removes one item', () => {
    expect(
      ids(
        removeItem(
          listOf(3, () => false),
          'activity',
          'a1',
        ),
      ),
    ).toEqual(['a2', 'a0']);
  });

  it('clears one list and reports it with the kind capitalised in the title', () => {
    const lists = { ...listOf(3, () => false), widget: [item('w', 1)] };
    expect(clearList(lists, 'activity')).toEqual({
      lists: { ...lists, activity: [] },
      notification: {
        type: 'success',
        title: 'Activity Clipboard Cleared',
        message: 'Cleared activity clipboard items.',
      },
    });
    expect(clearList(lists, 'widget').notification.title).toBe('Widget Clipboard Cleared');
  });
});

describe('any sequence of actions', () => {
  const action = fc.oneof(
    fc.record({ kind: fc.constant('copy' as const), confirm: fc.boolean() }),
    fc.record({ kind: fc.constant('pin' as const), index: fc.nat(12) }),
    fc.record({ kind: fc.constant('remove' as const), index: fc.nat(12) }),
    fc.record({ kind: fc.constant('clear' as const) }),
  );

  it('keeps at most 10 unique items, pinned first, the others newest first', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        let lists: ClipboardLists = emptyClipboard;
        actions.forEach((step, time) => {
          const target = (index: number) => lists.activity[index]?.id ?? 'none';
          if (step.kind === 'copy') {
            const next = copied(`c${time}`, time);
            const outcome = copyItem(lists, 'activity', next);
            if (outcome.status === 'copied') lists = outcome.lists;
            else if (step.confirm) lists = replaceTopPinned(lists, 'activity', next).lists;
            if (outcome.status === 'copied' || step.confirm) {
              expect(ids(lists)).toContain(next.id);
            }
          } else if (step.kind === 'pin') lists = togglePin(lists, 'activity', target(step.index));
          else if (step.kind === 'remove') {
            lists = removeItem(lists, 'activity', target(step.index));
          } else lists = clearList(lists, 'activity').lists;

          const list = lists.activity;
          expect(list.length).toBeLessThanOrEqual(clipboardCapacity);
          expect(new Set(ids(lists)).size).toBe(list.length);
          const firstUnpinned = list.findIndex((entry) => !entry.pinned);
          if (firstUnpinned >= 0) {
            const unpinned = list.slice(firstUnpinned);
            expect(unpinned.every((entry) => !entry.pinned)).toBe(true);
            expect(unpinned.map((entry) => entry.timestamp)).toEqual(
              unpinned.map((entry) => entry.timestamp).sort((a, b) => b - a),
            );
          }
        });
      }),
    );
  });
});
