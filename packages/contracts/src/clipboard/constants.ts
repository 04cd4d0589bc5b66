import type { ClipboardItemType, ClipboardKind } from '../clipboard-items/constants';

/** What to tell the user after a clipboard action; the app shows it as a toast (spec §3). */
export interface ClipboardNotification {
  type: 'success' | 'warning';
  title: string;
  message: string;
}

/** Asked before a copy into a full list where every item is pinned (spec §8). */
export const replacePinnedQuestion =
  'Top-most pinned item will be replaced by the newly copied item. Continue?';

export function copiedNotification(
  type: ClipboardItemType,
  replacedAnother: boolean,
): ClipboardNotification {
  return replacedAnother
    ? {
        type: 'warning',
        title: `Copied ${type}`,
        message: 'Clipboard limit exceeded. Previously copied item was replaced.',
      }
    : { type: 'success', title: `Copied ${type}`, message: `${type} copied successfully.` };
}

export function clearedNotification(kind: ClipboardKind): ClipboardNotification {
  const capitalised = kind.charAt(0).toUpperCase() + kind.slice(1);
  return {
    type: 'success',
    title: `${capitalised} Clipboard Cleared`,
    message: `Cleared ${kind} clipboard items.`,
  };
}
