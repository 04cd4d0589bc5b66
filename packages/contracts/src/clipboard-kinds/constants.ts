// The clipboard's lists and the item types they hold: the item's schema and the zod-free words
// both read them.

/** The clipboard's lists (spec §3, §9). Only activity and widget copying is offered today. */
export const clipboardKinds = ['activity', 'unit', 'section', 'widget'] as const;
export type ClipboardKind = (typeof clipboardKinds)[number];

/** An item's `type`, as the spec names it: the kind of its list, capitalised. */
export const clipboardItemTypes = {
  activity: 'Activity',
  unit: 'Unit',
  section: 'Section',
  widget: 'Widget',
} as const satisfies Record<ClipboardKind, string>;
export type ClipboardItemType = (typeof clipboardItemTypes)[ClipboardKind];

export const kindOfItemType = (type: ClipboardItemType) => type.toLowerCase() as ClipboardKind;
