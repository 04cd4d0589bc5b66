import { useLingui } from '@lingui/react/macro';
import { type EventFields, type SparkedEvent, walletNames } from '@sparked/contracts';
import { useEventSave } from '@sparked/features/events';
import { useSession } from '@sparked/features/session';
import { walletLabel } from '@sparked/features/wallet';
import { Select } from '@sparked/ui/select';
import { TextField } from '@sparked/ui/text-field';
import { useState } from 'react';
import { WindowedForm } from './windowed-form';

/** A new event, or the changes to one (admins); `onDone` closes the form. */
export function EventForm({ event, onDone }: { event?: SparkedEvent; onDone: () => void }) {
  const { t } = useLingui();
  const questOptions = [
    { value: 'activities', label: t`Finish a number of activities` },
    { value: 'experience', label: t`Earn an amount of experience` },
  ];
  const walletOptions = walletNames.map((name) => ({ value: name, label: walletLabel(name) }));
  const { session } = useSession();
  const save = useEventSave(session.client);
  const [questKind, setQuestKind] = useState(event?.quest.kind ?? 'activities');
  const [wallet, setWallet] = useState(event?.reward.wallet ?? 'DIAMONDS');
  return (
    <WindowedForm<EventFields>
      saved={event}
      createLabel={t`Create event`}
      address="/event-arena/"
      save={save}
      rest={(form) => ({
        quest: { kind: questKind, target: Number(form.get('target')) },
        reward: { wallet, amount: Number(form.get('amount')) },
      })}
      onDone={onDone}
    >
      <Select
        label={t`Quest`}
        options={questOptions}
        value={questKind}
        onValueChange={(value) => setQuestKind(value as SparkedEvent['quest']['kind'])}
      />
      <TextField
        label={questKind === 'activities' ? t`Activities to finish` : t`Experience to earn`}
        name="target"
        type="number"
        required
        min={1}
        max={100000}
        defaultValue={String(event?.quest.target ?? 5)}
      />
      <Select
        label={t`Reward wallet`}
        options={walletOptions}
        value={wallet}
        onValueChange={(value) => setWallet(value as SparkedEvent['reward']['wallet'])}
      />
      <TextField
        label={t`Reward amount`}
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
