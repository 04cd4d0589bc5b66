import {
  arrange,
  type ClipboardItem,
  type ClipboardKind,
  type ClipboardLists,
  clipboardCapacity,
  emptyClipboard,
  parseClipboardItem,
} from '@sparked/contracts';

/**
 * The local-storage entry holding all four lists as JSON: `{ activity, unit, section, widget }`,
 * each an array of items. Local, not session, storage: copies outlive the tab and are shared with
 * the user's other tabs (spec §4 clears it at logout).
 */
export const clipboardStorageKey = 'educator-clipboard';

function readList(value: unknown): ClipboardItem[] {
  if (!Array.isArray(value)) return [];
  const items = value.map(parseClipboardItem).filter((item) => item !== null);
  const unique = items.filter(
    (item, index) => items.findIndex((other) => other.id === item.id) === index,
  );
  return arrange(unique).slice(0, clipboardCapacity);
}

/** The stored lists; anything missing, malformed or over capacity is dropped, never thrown. */
export function readClipboard(storage: Storage): ClipboardLists {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(clipboardStorageKey) ?? 'null');
  } catch {
    return emptyClipboard;
  }
  if (typeof stored !== 'object' || stored === null) return emptyClipboard;
  const record = stored as Partial<Record<ClipboardKind, unknown>>;
  return {
    activity: readList(record.activity),
    unit: readList(record.unit),
    section: readList(record.section),
    widget: readList(record.widget),
  };
}

/**
 * Stores the lists. Returns false when the browser refuses (quota full of previews, storage
 * disabled): the copy still works for this page, it just is not kept.
 */
export function writeClipboard(storage: Storage, lists: ClipboardLists): boolean {
  try {
    storage.setItem(clipboardStorageKey, JSON.stringify(lists));
    return true;
  } catch {
    return false;
  }
}
