import { clipboardCapacity, kindOfItemType } from '@sparked/contracts';
import { ClipboardPanel } from '@sparked/ui/patterns/clipboard-panel';
import { useClipboard } from './clipboard-provider';

export type ClipboardPanelContainerProps = {
  onClose?(): void;
  className?: string;
};

/**
 * The clipboard panel on the lists of the nearest ClipboardProvider. Insert, the keyboard
 * alternative to dragging, shows on the items the page's editor can take (`useInsertTarget`).
 */
export function ClipboardPanelContainer({ onClose, className }: ClipboardPanelContainerProps) {
  const { lists, togglePin, remove, clear, canInsert, insert } = useClipboard();
  return (
    <ClipboardPanel
      items={{ activity: lists.activity, widget: lists.widget }}
      capacity={clipboardCapacity}
      onTogglePin={(item) => togglePin(kindOfItemType(item.type), item.id)}
      onRemove={(item) => remove(kindOfItemType(item.type), item.id)}
      onClear={(tab) => void clear(tab)}
      onInsert={(item) => void insert(item)}
      canInsert={canInsert}
      onClose={onClose}
      className={className}
    />
  );
}
