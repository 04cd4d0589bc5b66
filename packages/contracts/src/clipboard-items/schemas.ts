import * as zm from 'zod/mini';
import { type ClipboardItemType, clipboardItemTypes } from '../clipboard-kinds/constants';

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

/**
 * A dropped item read with `getClipboardDragData()` from @sparked/ui, or null when it is not a
 * clipboard item: any page can put data of that type on a drag.
 */
export function parseClipboardItem(value: unknown): zm.infer<typeof clipboardItemSchema> | null {
  const parsed = clipboardItemSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
