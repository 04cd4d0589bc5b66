import type { Competition, CompetitionFields, CompetitionPrize } from '@sparked/contracts';
import { classListQueryOptions } from '@sparked/features/classes';
import { useCompetitionSave } from '@sparked/features/competitions';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextArea } from '@sparked/ui/text-area';
import { TextField } from '@sparked/ui/text-field';
import { useToasts } from '@sparked/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as styles from '../page.css';
import { PrizeRows } from './prize-rows';
import { isoOf, WindowFields } from './window-fields';

const registrationOptions = [
  { value: 'open', label: 'Any student who registers' },
  { value: 'classes', label: 'The students of chosen classes' },
];

/** The classes a `classes` competition is for, as checkboxes. */
function ClassChoice({
  chosen,
  onChange,
}: {
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const { session } = useSession();
  const classes = useQuery(classListQueryOptions(session.client, {}));
  return (
    <fieldset>
      <legend>Classes</legend>
      <Stack gap={2}>
        {(classes.data?.classes ?? []).map((entry) => (
          <label key={entry.id} className={styles.inlineRow}>
            <input
              type="checkbox"
              checked={chosen.includes(entry.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, entry.id]
                    : chosen.filter((id) => id !== entry.id),
                )
              }
            />
            {entry.name}
          </label>
        ))}
      </Stack>
    </fieldset>
  );
}

/** A new competition, or the changes to one (admins); `onDone` closes the form. */
export function CompetitionForm({
  competition,
  onDone,
}: {
  competition?: Competition;
  onDone: () => void;
}) {
  const { session } = useSession();
  const { notify } = useToasts();
  const save = useCompetitionSave(session.client);
  const [registration, setRegistration] = useState(competition?.registration ?? 'open');
  const [classIds, setClassIds] = useState<string[]>(competition?.classIds ?? []);
  const [prizes, setPrizes] = useState<CompetitionPrize[]>(competition?.prizes ?? []);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields: Omit<CompetitionFields, 'slug'> = {
      title: String(form.get('title') ?? ''),
      description: String(form.get('description') ?? ''),
      rules: String(form.get('rules') ?? ''),
      startsAt: isoOf(form.get('startsAt')),
      endsAt: isoOf(form.get('endsAt')),
      registration,
      classIds: registration === 'classes' ? classIds : [],
      prizes,
    };
    try {
      await save.mutateAsync(
        competition
          ? { kind: 'update', slug: competition.slug, fields }
          : { kind: 'create', fields: { ...fields, slug: String(form.get('slug') ?? '') } },
      );
      notify({ type: 'success', title: 'Saved', message: `${fields.title} is saved.` });
      onDone();
    } catch {
      // The form says why, above its buttons.
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap={4} align="start">
        <TextField
          label="Title"
          name="title"
          required
          maxLength={120}
          defaultValue={competition?.title}
        />
        {competition ? null : (
          <TextField
            label="Address"
            name="slug"
            required
            maxLength={60}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            description="Lower-case words joined by hyphens; the page is /competitions/ and this."
          />
        )}
        <TextArea
          label="Description"
          name="description"
          maxLength={2000}
          autoGrow
          defaultValue={competition?.description}
        />
        <TextArea
          label="Rules"
          name="rules"
          maxLength={4000}
          autoGrow
          description="One rule a line."
          defaultValue={competition?.rules}
        />
        <WindowFields startsAt={competition?.startsAt} endsAt={competition?.endsAt} />
        <Select
          label="Who takes part"
          options={registrationOptions}
          value={registration}
          onValueChange={(value) => setRegistration(value as Competition['registration'])}
        />
        {registration === 'classes' ? (
          <ClassChoice chosen={classIds} onChange={setClassIds} />
        ) : null}
        <PrizeRows prizes={prizes} onChange={setPrizes} />
        {save.isError ? (
          <p role="alert" className={styles.errorText}>
            {save.error.message}
          </p>
        ) : null}
        <Inline gap={2}>
          <Button type="submit" loading={save.isPending}>
            {competition ? 'Save changes' : 'Create competition'}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
