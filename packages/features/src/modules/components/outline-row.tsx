import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { DragHandleIcon, TrashIcon } from '@sparked/ui/icon';
import { IconButton } from '@sparked/ui/icon-button';
import { TextField } from '@sparked/ui/text-field';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { type FormEvent, type ReactNode, useState } from 'react';
import * as styles from './module-outline.css';

/** The drag handle's wiring from `useSortable`; absent when the outline is read-only. */
export type DragHandle = {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
};

export type OutlineRowProps = {
  /** "section", "unit" or the activity's type, said before the title for screen readers. */
  kindLabel: string;
  title: string;
  /** The title as shown: a link to the editor for an activity. */
  titleContent?: ReactNode;
  headingLevel: 2 | 3 | 4;
  handle?: DragHandle;
  onRename?: (title: string) => Promise<unknown>;
  onDelete?: () => void;
  /** Further actions, such as copying an activity to the clipboard. */
  extraActions?: ReactNode;
};

function RenameForm({
  label,
  title,
  onRename,
  onDone,
}: {
  label: string;
  title: string;
  onRename: (title: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const [value, setValue] = useState(title);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (!next || next === title) return onDone();
    setSaving(true);
    try {
      await onRename(next);
      onDone();
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className={styles.inlineForm}
      onSubmit={(event) => void submit(event).catch(() => {})}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <TextField
        className={styles.grow}
        label={label}
        value={value}
        maxLength={200}
        autoFocus
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" size="sm" loading={saving}>
        <Trans>Save</Trans>
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        <Trans>Cancel</Trans>
      </Button>
    </form>
  );
}

/** One section, unit or activity of the outline: drag handle, title, rename and delete. */
export function OutlineRow({
  kindLabel,
  title,
  titleContent,
  headingLevel,
  handle,
  onRename,
  onDelete,
  extraActions,
}: OutlineRowProps) {
  const { t } = useLingui();
  const [renaming, setRenaming] = useState(false);
  const Heading = `h${headingLevel}` as const;
  if (renaming && onRename) {
    return (
      <RenameForm
        label={t`New title for ${kindLabel} ${title}`}
        title={title}
        onRename={onRename}
        onDone={() => setRenaming(false)}
      />
    );
  }
  return (
    <div className={styles.row}>
      {handle ? (
        <IconButton
          ref={handle.setActivatorNodeRef}
          icon={DragHandleIcon}
          size="sm"
          label={t`Move ${kindLabel} ${title}`}
          {...handle.attributes}
          {...handle.listeners}
        />
      ) : null}
      <Heading className={headingLevel === 2 ? styles.sectionTitle : styles.rowTitle}>
        <span className={styles.kind}>{kindLabel}: </span>
        {titleContent ?? title}
      </Heading>
      {onRename || onDelete || extraActions ? (
        <div className={styles.actions}>
          {extraActions}
          {onRename ? (
            <Button size="sm" variant="ghost" onClick={() => setRenaming(true)}>
              <Trans>
                Rename
                <VisuallyHidden>
                  {' '}
                  {kindLabel} {title}
                </VisuallyHidden>
              </Trans>
            </Button>
          ) : null}
          {onDelete ? (
            <IconButton
              icon={TrashIcon}
              size="sm"
              label={t`Delete ${kindLabel} ${title}`}
              onClick={onDelete}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
