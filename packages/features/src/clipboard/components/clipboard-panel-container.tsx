import { type ClipboardItem, clipboardCapacity, kindOfItemType } from '@sparked/contracts';
import { ClipboardPanel } from '@sparked/ui/clipboard-panel';
import { useClipboard } from './clipboard-provider';

export type ClipboardPanelContainerProps = {
  /** The keyboard alternative to dragging: put the item where the page's editor is, if any. */
  onInsert?(item: ClipboardItem): void;
  onClose?(): void;
  className?: string;
};

/** The clipboard panel on the lists of the nearest ClipboardProvider. */
export function ClipboardPanelContainer({
  onInsert,
  onClose,
  className,
}: ClipboardPanelContainerProps) {
  const { lists, togglePin, remove, clear } = useClipboard();
  return (
    <ClipboardPanel
      items={{ activity: lists.activity, widget: lists.widget }}
      capacity={clipboardCapacity}
      onTogglePin={(item) => togglePin(kindOfItemType(item.type), item.id)}
      onRemove={(item) => remove(kindOfItemType(item.type), item.id)}
      onClear={(tab) => void clear(tab)}
      onInsert={onInsert}
      onClose={onClose}
      className={className}
    />
  );
}
