import type * as zm from 'zod/mini';
import type { ClipboardKind } from '../clipboard-kinds/constants';
import type { clipboardItemSchema } from './schemas';

/** Items each list keeps (spec §9). */
export const clipboardCapacity = 10;

// The clipboard's words and limits without its schema: the clipboard sits in the layout of every
// signed-in page, so nothing here may bring zod (decision 0006).

export {
  type ClipboardItemType,
  type ClipboardKind,
  clipboardItemTypes,
  clipboardKinds,
  kindOfItemType,
} from '../clipboard-kinds/constants';

export type ClipboardItem = zm.infer<typeof clipboardItemSchema>;

export type ClipboardLists = Readonly<Record<ClipboardKind, readonly ClipboardItem[]>>;

export const emptyClipboard: ClipboardLists = { activity: [], unit: [], section: [], widget: [] };
