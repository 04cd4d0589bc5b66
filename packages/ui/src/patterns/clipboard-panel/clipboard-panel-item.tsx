import { useLingui } from '@lingui/react/macro';
import { Toggle } from 'radix-ui';
import { type MouseEvent, useId, useState } from 'react';
import { DragHandleIcon, PinIcon, PlusIcon, TrashIcon } from '../../icon';
import { setClipboardDragData } from './clipboard-drag-data';
import * as styles from './clipboard-panel.css';
import { formatCopiedAt } from './format-copied-at';

/** What the panel shows of a clipboard item; the rest of the item travels with it untouched. */
export interface ClipboardPanelItem {
  id: string;
  title: string;
  /** When it was copied, in milliseconds since the epoch. */
  timestamp: number;
  /** An image URL, usually a data URL. */
  preview: string;
  pinned: boolean;
}

type ClipboardPanelItemRowProps<Item extends ClipboardPanelItem> = {
  item: Item;
  /** Absent where the page has no editor to insert into: the row is only dragged then. */
  onInsert?(item: Item): void;
  onTogglePin(item: Item): void;
  onRemove(item: Item, event: MouseEvent<HTMLButtonElement>): void;
};

/** One copied item: dragged out with the mouse, inserted with its button from the keyboard. */
export function ClipboardPanelItemRow<Item extends ClipboardPanelItem>({
  item,
  onInsert,
  onTogglePin,
  onRemove,
}: ClipboardPanelItemRowProps<Item>) {
  const { t } = useLingui();
  const copiedId = useId();
  const [dragging, setDragging] = useState(false);

  return (
    <li
      data-part="item"
      data-item-id={item.id}
      data-state={dragging ? 'dragging' : undefined}
      draggable
      className={styles.item}
      onDragStart={(event) => {
        setClipboardDragData(event.dataTransfer, item);
        event.dataTransfer.effectAllowed = 'copy';
        setDragging(true);
      }}
      onDragEnd={() => setDragging(false)}
    >
      <span data-part="drag-handle" className={styles.handle}>
        <DragHandleIcon />
      </span>
      {/* Not draggable itself, so a drag started on it carries the item, not the image. */}
      <img src={item.preview} alt="" draggable={false} className={styles.preview} />
      <div className={styles.text}>
        <span className={styles.itemTitle}>{item.title}</span>
        <span id={copiedId} className={styles.muted}>
          {formatCopiedAt(item.timestamp)}
        </span>
      </div>
      <div className={styles.actions}>
        {onInsert ? (
          <button
            type="button"
            data-part="insert"
            aria-label={t`Insert ${item.title}`}
            aria-describedby={copiedId}
            className={styles.iconButton}
            onClick={() => onInsert(item)}
          >
            <PlusIcon />
          </button>
        ) : null}
        <Toggle.Root
          data-part="pin"
          pressed={item.pinned}
          onPressedChange={() => onTogglePin(item)}
          aria-label={item.pinned ? t`Unpin ${item.title}` : t`Pin ${item.title}`}
          className={styles.iconButton}
        >
          <PinIcon />
        </Toggle.Root>
        <button
          type="button"
          data-part="remove"
          aria-label={t`Remove ${item.title}`}
          className={styles.iconButton}
          onClick={(event) => onRemove(item, event)}
        >
          <TrashIcon />
        </button>
      </div>
    </li>
  );
}
