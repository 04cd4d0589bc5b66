import { type EventFields, type SparkedEvent, walletNames } from '@sparked/contracts';
import { useEventSave } from '@sparked/features/events';
import { useSession } from '@sparked/features/session';
import { walletLabel } from '@sparked/features/wallet';
import { Select } from '@sparked/ui/select';
import { TextField } from '@sparked/ui/text-field';
import { useState } from 'react';
import { WindowedForm } from './windowed-form';

const questOptions = [
  { value: 'activities', label: 'Finish a number of activities' },
  { value: 'experience', label: 'Earn an amount of experience' },
];
const walletOptions = walletNames.map((wallet) => ({ value: wallet, label: walletLabel(wallet) }));

/** A new event, or the changes to one (admins); `onDone` closes the form. */
export function EventForm({ event, onDone }: { event?: SparkedEvent; onDone: () => void }) {
  const { session } = useSession();
  const save = useEventSave(session.client);
  const [questKind, setQuestKind] = useState(event?.quest.kind ?? 'activities');
  const [wallet, setWallet] = useState(event?.reward.wallet ?? 'DIAMONDS');
  return (
    <WindowedForm<EventFields>
      saved={event}
      noun="event"
      address="/event-arena/"
      save={save}
      rest={(form) => ({
        quest: { kind: questKind, target: Number(form.get('target')) },
        reward: { wallet, amount: Number(form.get('amount')) },
      })}
      onDone={onDone}
    >
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
    </WindowedForm>
  );
}
