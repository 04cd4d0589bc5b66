/** The drag data type of a clipboard item: a drop target reads the item from it as JSON. */
export const clipboardDragType = 'application/x-sparked-clipboard';

type DragData = Pick<DataTransfer, 'getData' | 'setData' | 'types'>;

/** Puts the item on a drag: JSON for Sparked drop targets, the title for any text field. */
export function setClipboardDragData(dataTransfer: DragData, item: { title: string }): void {
  dataTransfer.setData(clipboardDragType, JSON.stringify(item));
  dataTransfer.setData('text/plain', item.title);
}

/** During dragover only the types are readable: use this to accept or refuse the drop. */
export function isClipboardDrag(dataTransfer: Pick<DataTransfer, 'types'>): boolean {
  return dataTransfer.types.includes(clipboardDragType);
}

/**
 * The dropped item, or undefined when the drop carries none or it is not JSON. It comes from
 * outside the page's control (any site can set this type), so validate its shape before use.
 */
export function getClipboardDragData(dataTransfer: Pick<DataTransfer, 'getData'>): unknown {
  const json = dataTransfer.getData(clipboardDragType);
  if (!json) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}
