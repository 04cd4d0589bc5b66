import type * as zm from 'zod/mini';
import type { clipboardItemSchema } from './clipboard-item-schema';

// The clipboard's words and limits without its schema: the clipboard sits in the layout of every
// signed-in page, so nothing here may bring zod (decision 0006).

/** The clipboard's lists (spec §3, §9). Only activity and widget copying is offered today. */
export const clipboardKinds = ['activity', 'unit', 'section', 'widget'] as const;
export type ClipboardKind = (typeof clipboardKinds)[number];

/** Items each list keeps (spec §9). */
export const clipboardCapacity = 10;

/** How long a copy control shows that it copied, in milliseconds (spec §9). */
export const copiedIndicatorMs = 1500;

/** An item's `type`, as the spec names it: the kind of its list, capitalised. */
export const clipboardItemTypes = {
  activity: 'Activity',
  unit: 'Unit',
  section: 'Section',
  widget: 'Widget',
} as const satisfies Record<ClipboardKind, string>;
export type ClipboardItemType = (typeof clipboardItemTypes)[ClipboardKind];

export const kindOfItemType = (type: ClipboardItemType) => type.toLowerCase() as ClipboardKind;

export type ClipboardItem = zm.infer<typeof clipboardItemSchema>;

export type ClipboardLists = Readonly<Record<ClipboardKind, readonly ClipboardItem[]>>;

export const emptyClipboard: ClipboardLists = { activity: [], unit: [], section: [], widget: [] };
