import { Trans, useLingui } from '@lingui/react/macro';
import type { Block } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon, CopyIcon, TrashIcon } from '@sparked/ui/icon';
import { IconButton } from '@sparked/ui/icon-button';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { useState } from 'react';
import {
  clipboardDropTarget,
  clipboardPreviewImage,
  PasteFromClipboard,
  useCopyToClipboard,
  useInsertTarget,
} from '../../clipboard';
import { addableBlocks, blockLabels, moveBlock, newBlock, withNewIds } from '../model/blocks';
import { copiedWidget, pastedWidget, widgetTitle } from '../model/widget-clipboard';
import * as styles from './activity-editor.css';
import { type BlockEditing, BlockFields, IncompleteNote } from './block-fields';

export type BlocksEditorProps = {
  /** Names the list: "Blocks of Page 2". */
  label: string;
  /** What pasted widgets are added at the end of, for announcements: "the e-book", "Page 2". */
  place: string;
  blocks: readonly Block[];
  /** The whole list after a change; `mergeKey` as in BlockEditing. */
  onChange: (blocks: Block[], mergeKey?: string) => void;
  uploadImage: BlockEditing['uploadImage'];
};

function AddBlock({ onAdd }: { onAdd: (type: (typeof addableBlocks)[number]) => void }) {
  const { t } = useLingui();
  const [type, setType] = useState<(typeof addableBlocks)[number]>('text');
  return (
    <Inline gap={2} align="end" wrap>
      <Select
        label={t`New block`}
        options={addableBlocks.map((value) => ({ value, label: blockLabels[value] }))}
        value={type}
        onValueChange={(value) => setType(value as typeof type)}
      />
      <Button variant="secondary" onClick={() => onAdd(type)}>
        <Trans>Add block</Trans>
      </Button>
    </Inline>
  );
}

/** Copies a block to the widget clipboard, to paste into any e-book page. */
function CopyWidgetButton({ block, name }: { block: Block; name: string }) {
  const { t } = useLingui();
  const { copy, copying, copied } = useCopyToClipboard('widget');
  return (
    <IconButton
      icon={copied ? CheckIcon : CopyIcon}
      size="sm"
      loading={copying}
      label={copied ? t`${name} copied` : t`Copy ${name} to the clipboard`}
      onClick={() =>
        void copy({
          title: widgetTitle(block, blockLabels[block.type]),
          preview: clipboardPreviewImage(
            t({ message: 'Widget', comment: 'A block copied to the clipboard.' }),
            widgetTitle(block, blockLabels[block.type]),
          ),
          data: copiedWidget(block),
        }).catch(() => {})
      }
    />
  );
}

/** A block's first field (never the hidden file input of an image), else the block itself. */
const fieldOfBlock = (id: string) => {
  const block = `[data-block-id="${id}"]`;
  const field =
    'input:not([type="hidden"], [hidden]), textarea, select, [contenteditable="true"], [role="combobox"]';
  return [`${block} :is(${field})`, block];
};

/**
 * The blocks of an e-book page in order: each with its fields, moved up or down and deleted from
 * its own toolbar (undo brings a deleted block back), and new ones added at the end.
 */
export function BlocksEditor({ label, place, blocks, onChange, uploadImage }: BlocksEditorProps) {
  const { t } = useLingui();
  // The same widget may be pasted twice: each copy gets ids of its own.
  const paste = async (_title: string, block: Block) => onChange([...blocks, withNewIds(block)]);
  useInsertTarget({ kind: 'widget', place, read: pastedWidget, insert: paste });
  const focusAfterAction = useFocusAfterAction();
  // Add block stays where it is, but the new block is what the person came to fill in: focus goes
  // to its first field, which focusing scrolls into view (decision 0044).
  const add = (type: (typeof addableBlocks)[number]) => {
    const block = newBlock(type);
    onChange([...blocks, block]);
    focusAfterAction(() => fieldOfBlock(block.id));
  };
  const editingAt = (index: number): BlockEditing => ({
    update: (block, mergeKey) =>
      onChange(
        blocks.map((current, at) => (at === index ? block : current)),
        mergeKey,
      ),
    uploadImage,
  });
  return (
    <>
      <ol
        className={styles.blockList}
        aria-label={label}
        {...clipboardDropTarget(pastedWidget, paste)}
      >
        {blocks.map((block, index) => {
          const kind = blockLabels[block.type];
          const n = index + 1;
          const name = t({
            message: `${kind} block ${n}`,
            comment: 'A block of an e-book page, by its kind and place: “Text block 2”.',
          });
          return (
            <li key={block.id} className={styles.block} aria-label={name} data-block-id={block.id}>
              <div className={styles.toolbar}>
                <strong>{name}</strong>
                <Inline gap={1}>
                  <CopyWidgetButton block={block} name={name} />
                  <IconButton
                    icon={ChevronUpIcon}
                    size="sm"
                    label={t`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => onChange(moveBlock(blocks, index, -1))}
                  />
                  <IconButton
                    icon={ChevronDownIcon}
                    size="sm"
                    label={t`Move ${name} down`}
                    disabled={index === blocks.length - 1}
                    onClick={() => onChange(moveBlock(blocks, index, 1))}
                  />
                  <IconButton
                    icon={TrashIcon}
                    size="sm"
                    label={t`Delete ${name}`}
                    onClick={() => onChange(blocks.filter((_, at) => at !== index))}
                  />
                </Inline>
              </div>
              <BlockFields block={block} editing={editingAt(index)} />
              <IncompleteNote block={block} />
            </li>
          );
        })}
      </ol>
      {blocks.length === 0 ? (
        <p className={styles.note}>
          <Trans>No blocks yet. Add text, images and more below.</Trans>
        </p>
      ) : null}
      <AddBlock onAdd={add} />
      <PasteFromClipboard
        kind="widget"
        label={t`A widget from the clipboard`}
        read={pastedWidget}
        onPaste={paste}
      />
    </>
  );
}
