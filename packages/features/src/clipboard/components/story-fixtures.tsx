import type { ClipboardItem, ClipboardKind, ClipboardLists } from '@sparked/contracts';
import { clipboardItemTypes, emptyClipboard } from '@sparked/contracts';
import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { clipboardStorageKey } from '../model/clipboard-storage';
import { ClipboardProvider } from './clipboard-provider';

/** Stands in for the app's toast function; cleared before every story. */
export const notify = fn().mockName('notify');

/** A small slide-like picture standing in for a captured preview. */
export const preview = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 40"><rect width="56" height="40" fill="lavender"/><rect x="6" y="6" width="30" height="6" fill="teal"/><rect x="6" y="18" width="44" height="4" fill="silver"/></svg>',
)}`;

/**
 * Item `index` of a list: a higher index was copied later (minutes after 2 PM, 3/7/2025), and
 * all of them before anything a story copies now.
 */
export const storedItem = (kind: ClipboardKind, index: number, pinned = false): ClipboardItem => ({
  id: `${kind}-${index}`,
  title: `${clipboardItemTypes[kind]} ${index}`,
  type: clipboardItemTypes[kind],
  timestamp: new Date(2025, 2, 7, 14, index).getTime(),
  preview,
  data: { source: `${kind}-${index}` },
  pinned,
});

/** `count` items, newest first as the store keeps them, the first `pinned` of them pinned. */
export const storedList = (kind: ClipboardKind, count: number, pinned = 0) =>
  Array.from({ length: count }, (_, position) =>
    storedItem(kind, count - position, position < pinned),
  );

export function seedClipboard(lists: Partial<ClipboardLists>) {
  localStorage.setItem(clipboardStorageKey, JSON.stringify({ ...emptyClipboard, ...lists }));
}

export function storedClipboard(): ClipboardLists {
  return JSON.parse(localStorage.getItem(clipboardStorageKey) ?? 'null') ?? emptyClipboard;
}

/** Every story starts from an empty clipboard and a fresh `notify`. */
export function resetClipboard() {
  localStorage.removeItem(clipboardStorageKey);
  notify.mockClear();
}

export const withClipboard: Decorator = (Story) => (
  <ClipboardProvider notify={notify}>
    <Story />
  </ClipboardProvider>
);
