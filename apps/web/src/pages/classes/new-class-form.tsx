import { Trans, useLingui } from '@lingui/react/macro';
import { joinModeOptions, useCreateClass } from '@sparked/features/classes';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextArea } from '@sparked/ui/text-area';
import { TextField } from '@sparked/ui/text-field';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as styles from '../../shared/page.css';

/** A new class: its name, term and how students join; creating opens its students page. */
export function NewClassForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useLingui();
  const { session } = useSession();
  const navigate = useNavigate();
  const create = useCreateClass(session.client);
  const [nameError, setNameError] = useState<string>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    if (!name) {
      setNameError(t`Give the class a name.`);
      return;
    }
    setNameError(undefined);
    const created = await create.mutateAsync({
      name,
      term: String(form.get('term') ?? ''),
      description: String(form.get('description') ?? ''),
      joinMode: String(form.get('joinMode') ?? 'approval') as 'approval',
    });
    await navigate({
      to: '/educator/classes/$classId/students',
      params: { classId: created.id },
    });
  };
  return (
    <Card heading={t`New class`} headingLevel={2}>
      <form noValidate onSubmit={(event) => void submit(event).catch(() => {})}>
        <Stack gap={4}>
          <TextField
            label={t`Name`}
            name="name"
            required
            maxLength={120}
            autoComplete="off"
            error={nameError}
          />
          <TextField
            label={t({ message: 'Term', comment: 'A class’s school term, such as Spring 2027.' })}
            name="term"
            maxLength={60}
            description={t`Such as Spring 2027.`}
          />
          <TextArea label={t`Description`} name="description" maxLength={2000} autoGrow />
          <Select
            label={t({ message: 'Joining', comment: 'How students join a class.' })}
            name="joinMode"
            options={joinModeOptions}
            defaultValue="approval"
          />
          {create.isError ? (
            <p role="alert" className={styles.errorText}>
              {create.error.message}
            </p>
          ) : null}
          <Inline gap={2}>
            <Button type="submit" loading={create.isPending}>
              <Trans>Create class</Trans>
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
