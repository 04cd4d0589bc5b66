import { Trans } from '@lingui/react/macro';
import type { ClipboardKind } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { getClipboardDragData, isClipboardDrag } from '@sparked/ui/patterns/clipboard-panel';
import { Select } from '@sparked/ui/select';
import { type DragEvent, useMemo, useState } from 'react';
import { useClipboard } from './clipboard-provider';
import * as styles from './paste-from-clipboard.css';

export type PasteProps<T> = {
  kind: ClipboardKind;
  /** The picker's label: "From the clipboard into Light and leaves". */
  label: string;
  /** What an item carries, checked: null for data this place cannot take. */
  read: (data: unknown) => T | null;
  onPaste: (title: string, value: T) => Promise<unknown>;
};

/**
 * Paste for the keyboard: pick a clipboard item of `kind`, then "Paste here". Shown only while
 * the list holds something this place can take.
 */
export function PasteFromClipboard<T>({ kind, label, read, onPaste }: PasteProps<T>) {
  const { lists } = useClipboard();
  const [chosen, setChosen] = useState<string>();
  const [pasting, setPasting] = useState(false);
  // Checking an item parses its whole content: once per clipboard change, not on every keystroke
  // of the editor around it.
  const items = useMemo(
    () =>
      lists[kind].flatMap((item) => {
        const value = read(item.data);
        return value === null ? [] : [{ item, value }];
      }),
    [lists, kind, read],
  );
  if (items.length === 0) return null;
  const picked = items.find((candidate) => candidate.item.id === chosen) ?? items[0];
  const paste = async () => {
    if (!picked) return;
    setPasting(true);
    try {
      await onPaste(picked.item.title, picked.value);
    } finally {
      setPasting(false);
    }
  };
  return (
    <div className={styles.row}>
      <Select
        label={label}
        options={items.map(({ item }) => ({ value: item.id, label: item.title }))}
        value={picked?.item.id}
        onValueChange={setChosen}
      />
      <Button
        size="sm"
        variant="secondary"
        loading={pasting}
        onClick={() => void paste().catch(() => {})}
      >
        <Trans>Paste here</Trans>
      </Button>
    </div>
  );
}

/** Drag handlers that take items dragged out of the clipboard panel, checked with `read`. */
export function clipboardDropTarget<T>(
  read: PasteProps<T>['read'],
  onPaste: PasteProps<T>['onPaste'],
) {
  return {
    onDragOver: (event: DragEvent) => {
      if (!isClipboardDrag(event.dataTransfer)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDrop: (event: DragEvent) => {
      const item = getClipboardDragData(event.dataTransfer) as { title?: unknown; data?: unknown };
      const value = read(item?.data);
      if (value === null || typeof item.title !== 'string') return;
      event.preventDefault();
      void onPaste(item.title, value).catch(() => {});
    },
  };
}
