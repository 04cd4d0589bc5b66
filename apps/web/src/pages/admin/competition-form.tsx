import { Trans, useLingui } from '@lingui/react/macro';
import type { Competition, CompetitionFields, CompetitionPrize } from '@sparked/contracts';
import { classListQueryOptions } from '@sparked/features/classes';
import { useCompetitionSave } from '@sparked/features/competitions';
import { useSession } from '@sparked/features/session';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextArea } from '@sparked/ui/text-area';
import { TextField } from '@sparked/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as styles from '../../shared/page.css';
import { PrizeRows } from './prize-rows';
import { WindowedForm } from './windowed-form';

/**
 * The classes a `classes` competition is for, as checkboxes: the newest by default, any other by
 * finding it by name. Chosen classes stay chosen while the search shows others.
 */
function ClassChoice({
  chosen,
  onChange,
}: {
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useLingui();
  const { session } = useSession();
  const [search, setSearch] = useState('');
  const classes = useQuery({
    ...classListQueryOptions(session.client, { search: search.trim() || undefined }),
    placeholderData: keepPreviousData,
  });
  const shown = classes.data?.classes ?? [];
  return (
    <fieldset>
      <legend>
        <Trans>Classes</Trans>
      </legend>
      <Stack gap={2}>
        <TextField
          label={t`Find a class`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          description={t`${chosen.length} chosen.`}
        />
        {shown.map((entry) => (
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
        {classes.isSuccess && shown.length === 0 ? (
          <p className={styles.note}>
            <Trans>No class has that name.</Trans>
          </p>
        ) : null}
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
  const { t } = useLingui();
  const registrationOptions = [
    { value: 'open', label: t`Any student who registers` },
    { value: 'classes', label: t`The students of chosen classes` },
  ];
  const { session } = useSession();
  const save = useCompetitionSave(session.client);
  const [registration, setRegistration] = useState(competition?.registration ?? 'open');
  const [classIds, setClassIds] = useState<string[]>(competition?.classIds ?? []);
  const [prizes, setPrizes] = useState<CompetitionPrize[]>(competition?.prizes ?? []);
  return (
    <WindowedForm<CompetitionFields>
      saved={competition}
      createLabel={t`Create competition`}
      address="/competitions/"
      save={save}
      rest={(form) => ({
        rules: String(form.get('rules') ?? ''),
        registration,
        classIds: registration === 'classes' ? classIds : [],
        prizes,
      })}
      onDone={onDone}
    >
      <TextArea
        label={t`Rules`}
        name="rules"
        maxLength={4000}
        autoGrow
        description={t`One rule a line.`}
        defaultValue={competition?.rules}
      />
      <Select
        label={t`Who takes part`}
        options={registrationOptions}
        value={registration}
        onValueChange={(value) => setRegistration(value as Competition['registration'])}
      />
      {registration === 'classes' ? <ClassChoice chosen={classIds} onChange={setClassIds} /> : null}
      <PrizeRows prizes={prizes} onChange={setPrizes} />
    </WindowedForm>
  );
}
