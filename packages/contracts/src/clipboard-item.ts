import * as zm from 'zod/mini';

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

/**
 * A copied item (spec §3). `id` is ours: the spec's fields do not identify an item. zod/mini, as
 * educators' pages read dropped items with it (decision 0006).
 */
export const clipboardItemSchema = zm.object({
  id: zm.string().check(zm.minLength(1)),
  title: zm.string(),
  type: zm.enum(Object.values(clipboardItemTypes) as [ClipboardItemType, ...ClipboardItemType[]]),
  /** When it was copied, in milliseconds since the epoch. */
  timestamp: zm.number(),
  /** An image data URL. */
  preview: zm.string(),
  /** Whatever the editor needs to paste it; the clipboard never looks inside. */
  data: zm.unknown(),
  pinned: zm.boolean(),
});
export type ClipboardItem = zm.infer<typeof clipboardItemSchema>;

export type ClipboardLists = Readonly<Record<ClipboardKind, readonly ClipboardItem[]>>;

export const emptyClipboard: ClipboardLists = { activity: [], unit: [], section: [], widget: [] };

/**
 * A dropped item read with `getClipboardDragData()` from @sparked/ui, or null when it is not a
 * clipboard item: any page can put data of that type on a drag.
 */
export function parseClipboardItem(value: unknown): ClipboardItem | null {
  const parsed = clipboardItemSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
