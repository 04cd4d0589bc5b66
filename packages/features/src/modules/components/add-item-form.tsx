import { type ActivityType, activityTypes } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { Select } from '@sparked/ui/select';
import { TextField } from '@sparked/ui/text-field';
import { type FormEvent, useState } from 'react';
import { activityTypeLabels } from '../model/module-presentation';
import * as styles from './module-outline.css';

/** The kinds of activity, named in the active language when the form shows. */
const typeOptions = () =>
  activityTypes.map((type) => ({ value: type, label: activityTypeLabels[type] }));

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
        label="Title"
        value={title}
        maxLength={200}
        required
        autoFocus
        onChange={(event) => setTitle(event.target.value)}
      />
      {withType ? (
        <Select
          label="Type"
          options={typeOptions()}
          value={type}
          onValueChange={(value) => setType(value as ActivityType)}
        />
      ) : null}
      <Button type="submit" size="sm" loading={adding}>
        Add
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
        Done
      </Button>
    </form>
  );
}
