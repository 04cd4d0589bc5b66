import { Trans, useLingui } from '@lingui/react/macro';
import { type ActivityType, activityTypes } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { Select } from '@sparked/ui/select';
import { TextField } from '@sparked/ui/text-field';
import { type FormEvent, useState } from 'react';
import { activityTypeLabels } from '../model/module-presentation';
import * as styles from './module-outline.css';

export type AddItemFormProps = {
  /** What is added, as the button says it: "Add unit to Light". */
  label: string;
  /** Asks which kind of activity too. */
  withType?: boolean;
  onAdd: (title: string, type: ActivityType) => Promise<unknown>;
};

/**
 * A button that opens a one-line form for a new outline item's title (and an activity's type).
 * The form stays open after adding, so several items go in one after another.
 */
export function AddItemForm({ label, withType = false, onAdd }: AddItemFormProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [type, setType] = useState<ActivityType>('ebook');
  const [adding, setAdding] = useState(false);
  if (!open) {
    return (
      <div>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          {label}
        </Button>
      </div>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    setAdding(true);
    try {
      await onAdd(title.trim(), type);
      setTitle('');
    } finally {
      setAdding(false);
    }
  };
  return (
    <form
      aria-label={label}
      className={styles.inlineForm}
      onSubmit={(event) => void submit(event).catch(() => {})}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <TextField
        className={styles.grow}
        label={t`Title`}
        value={title}
        maxLength={200}
        required
        autoFocus
        onChange={(event) => setTitle(event.target.value)}
      />
      {withType ? (
        <Select
          label={t({ message: 'Type', comment: 'The kind of a new activity: e-book, form…' })}
          options={activityTypes.map((kind) => ({ value: kind, label: activityTypeLabels[kind] }))}
          value={type}
          onValueChange={(value) => setType(value as ActivityType)}
        />
      ) : null}
      <Button type="submit" size="sm" loading={adding}>
        <Trans>Add</Trans>
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
        <Trans>Done</Trans>
      </Button>
    </form>
  );
}
