import {
  type ClipboardNotification,
  clearedNotification,
  copiedNotification,
  replacePinnedQuestion,
} from '../clipboard/constants';
import {
  type ClipboardItem,
  type ClipboardKind,
  type ClipboardLists,
  clipboardCapacity,
} from '../clipboard-items/constants';

/** A freshly copied item; it starts unpinned. */
export type CopiedItem = Omit<ClipboardItem, 'pinned'>;

export type CopyOutcome =
  | { status: 'copied'; lists: ClipboardLists; notification: ClipboardNotification }
  /** The list is full of pinned items: ask, then call `replaceTopPinned` if the user agrees. */
  | { status: 'needs-confirmation'; question: string };

export interface ListChange {
  lists: ClipboardLists;
  notification: ClipboardNotification;
}

/**
 * The display order (spec §4): pinned items first, most recently pinned on top, then the others
 * newest first.
 */
export function arrange(items: readonly ClipboardItem[]): ClipboardItem[] {
  const pinned = items.filter((item) => item.pinned);
  const others = items.filter((item) => !item.pinned).sort((a, b) => b.timestamp - a.timestamp);
  return [...pinned, ...others];
}

const withList = (lists: ClipboardLists, kind: ClipboardKind, items: ClipboardItem[]) => ({
  ...lists,
  [kind]: items,
});

function oldestUnpinned(items: readonly ClipboardItem[]): ClipboardItem | undefined {
  return items
    .filter((item) => !item.pinned)
    .reduce<ClipboardItem | undefined>(
      (oldest, item) => (oldest && oldest.timestamp <= item.timestamp ? oldest : item),
      undefined,
    );
}

/**
 * Adds a copied item to its list (spec §8). A full list gives up its oldest unpinned item; when
 * every item is pinned the user has to agree first.
 */
export function copyItem(
  lists: ClipboardLists,
  kind: ClipboardKind,
  copied: CopiedItem,
): CopyOutcome {
  const item = { ...copied, pinned: false };
  const list = lists[kind];
  if (list.length < clipboardCapacity) {
    return {
      status: 'copied',
      lists: withList(lists, kind, arrange([item, ...list])),
      notification: copiedNotification(item.type, false),
    };
  }
  const oldest = oldestUnpinned(list);
  if (!oldest) return { status: 'needs-confirmation', question: replacePinnedQuestion };
  return {
    status: 'copied',
    lists: withList(lists, kind, arrange([item, ...list.filter((other) => other !== oldest)])),
    notification: copiedNotification(item.type, true),
  };
}

/** The user agreed: the top-most pinned item makes way for the copied one. */
export function replaceTopPinned(
  lists: ClipboardLists,
  kind: ClipboardKind,
  copied: CopiedItem,
): ListChange {
  const item = { ...copied, pinned: false };
  const kept = lists[kind].slice(1, clipboardCapacity);
  return {
    lists: withList(lists, kind, arrange([item, ...kept])),
    notification: copiedNotification(item.type, true),
  };
}

/** Pinning moves the item to the top; unpinning returns it to its place by age (spec §4). */
export function togglePin(lists: ClipboardLists, kind: ClipboardKind, id: string): ClipboardLists {
  const item = lists[kind].find((candidate) => candidate.id === id);
  if (!item) return lists;
  const others = lists[kind].filter((candidate) => candidate !== item);
  return withList(lists, kind, arrange([{ ...item, pinned: !item.pinned }, ...others]));
}

export function removeItem(lists: ClipboardLists, kind: ClipboardKind, id: string): ClipboardLists {
  return withList(
    lists,
    kind,
    lists[kind].filter((item) => item.id !== id),
  );
}

export function clearList(lists: ClipboardLists, kind: ClipboardKind): ListChange {
  return { lists: withList(lists, kind, []), notification: clearedNotification(kind) };
}
