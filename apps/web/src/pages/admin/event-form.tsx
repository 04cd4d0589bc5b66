import { type EventFields, type SparkedEvent, walletNames } from '@sparked/contracts';
import { useEventSave } from '@sparked/features/events';
import { useSession } from '@sparked/features/session';
import { walletLabel } from '@sparked/features/wallet';
import { Button } from '@sparked/ui/button';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextArea } from '@sparked/ui/text-area';
import { TextField } from '@sparked/ui/text-field';
import { useToasts } from '@sparked/ui/toast';
import { type FormEvent, useState } from 'react';
import * as styles from '../page.css';
import { isoOf, WindowFields } from './window-fields';

const questOptions = [
  { value: 'activities', label: 'Finish a number of activities' },
  { value: 'experience', label: 'Earn an amount of experience' },
];
const walletOptions = walletNames.map((wallet) => ({ value: wallet, label: walletLabel(wallet) }));

/** A new event, or the changes to one (admins); `onDone` closes the form. */
export function EventForm({ event, onDone }: { event?: SparkedEvent; onDone: () => void }) {
  const { session } = useSession();
  const { notify } = useToasts();
  const save = useEventSave(session.client);
  const [questKind, setQuestKind] = useState(event?.quest.kind ?? 'activities');
  const [wallet, setWallet] = useState(event?.reward.wallet ?? 'DIAMONDS');
  const submit = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const form = new FormData(submitted.currentTarget);
    const fields: Omit<EventFields, 'slug'> = {
      title: String(form.get('title') ?? ''),
      description: String(form.get('description') ?? ''),
      startsAt: isoOf(form.get('startsAt')),
      endsAt: isoOf(form.get('endsAt')),
      quest: { kind: questKind, target: Number(form.get('target')) },
      reward: { wallet, amount: Number(form.get('amount')) },
    };
    try {
      await save.mutateAsync(
        event
          ? { kind: 'update', slug: event.slug, fields }
          : { kind: 'create', fields: { ...fields, slug: String(form.get('slug') ?? '') } },
      );
      notify({ type: 'success', title: 'Saved', message: `${fields.title} is saved.` });
      onDone();
    } catch {
      // The form says why, above its buttons.
    }
  };
  return (
    <form onSubmit={(submitted) => void submit(submitted)}>
      <Stack gap={4} align="start">
        <TextField
          label="Title"
          name="title"
          required
          maxLength={120}
          defaultValue={event?.title}
        />
        {event ? null : (
          <TextField
            label="Address"
            name="slug"
            required
            maxLength={60}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            description="Lower-case words joined by hyphens; the page is /event-arena/ and this."
          />
        )}
        <TextArea
          label="Description"
          name="description"
          maxLength={2000}
          autoGrow
          defaultValue={event?.description}
        />
        <WindowFields startsAt={event?.startsAt} endsAt={event?.endsAt} />
        <Select
          label="Quest"
          options={questOptions}
          value={questKind}
          onValueChange={(value) => setQuestKind(value as SparkedEvent['quest']['kind'])}
        />
        <TextField
          label={questKind === 'activities' ? 'Activities to finish' : 'Experience to earn'}
          name="target"
          type="number"
          required
          min={1}
          max={100000}
          defaultValue={String(event?.quest.target ?? 5)}
        />
        <Select
          label="Reward wallet"
          options={walletOptions}
          value={wallet}
          onValueChange={(value) => setWallet(value as SparkedEvent['reward']['wallet'])}
        />
        <TextField
          label="Reward amount"
          name="amount"
          type="number"
          required
          min={1}
          max={100000}
          defaultValue={String(event?.reward.amount ?? 10)}
        />
        {save.isError ? (
          <p role="alert" className={styles.errorText}>
            {save.error.message}
          </p>
        ) : null}
        <Inline gap={2}>
          <Button type="submit" loading={save.isPending}>
            {event ? 'Save changes' : 'Create event'}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
