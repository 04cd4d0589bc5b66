import { Trans, useLingui } from '@lingui/react/macro';
import { moduleLevels } from '@sparked/contracts';
import { moduleLevelLabels, useCreateModule } from '@sparked/features/modules';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextArea } from '@sparked/ui/text-area';
import { TextField } from '@sparked/ui/text-field';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as styles from '../shared/page.css';
import { ModuleImport } from './module-import';

/**
 * The create flow (spec §2 /module/create): what the module is called and is about; everything
 * else waits for its settings. Creating opens its contents, where the outline is written.
 */
export function ModuleCreatePage() {
  const { t } = useLingui();
  const levelOptions = moduleLevels.map((level) => ({
    value: level,
    label: moduleLevelLabels[level],
  }));
  const { session } = useSession();
  const navigate = useNavigate();
  const create = useCreateModule(session.client);
  const [titleError, setTitleError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const title = String(form.get('title') ?? '').trim();
    if (!title) {
      setTitleError(t`Give the module a title.`);
      return;
    }
    setTitleError(undefined);
    const module = await create.mutateAsync({
      title,
      description: String(form.get('description') ?? ''),
      subject: String(form.get('subject') ?? ''),
      level: String(form.get('level') ?? 'beginner') as (typeof moduleLevels)[number],
    });
    await navigate({
      to: '/educator/modules/$moduleId/contents',
      params: { moduleId: module.id },
    });
  };

  return (
    <div className={styles.narrow}>
      <Stack gap={5}>
        <h1 className={styles.title}>
          <Trans>New module</Trans>
        </h1>
        <Card>
          <form noValidate onSubmit={(event) => void submit(event).catch(() => {})}>
            <Stack gap={4}>
              <TextField
                label={t`Title`}
                name="title"
                required
                maxLength={200}
                autoComplete="off"
                error={titleError}
              />
              <TextArea
                label={t`Description`}
                name="description"
                description={t`What learners will be able to do afterwards.`}
                maxLength={5000}
                autoGrow
              />
              <TextField label={t`Subject`} name="subject" maxLength={100} />
              <Select
                label={t({
                  message: 'Level',
                  comment: 'How hard a module is: beginner to advanced.',
                })}
                name="level"
                options={levelOptions}
                defaultValue="beginner"
              />
              {create.isError ? (
                <p role="alert" className={styles.errorText}>
                  {create.error.message}
                </p>
              ) : null}
              <Inline gap={2}>
                <Button type="submit" loading={create.isPending}>
                  <Trans>Create module</Trans>
                </Button>
                <Button asChild variant="ghost">
                  <Link to="/educator/modules">
                    <Trans>Cancel</Trans>
                  </Link>
                </Button>
              </Inline>
            </Stack>
          </form>
        </Card>
        <ModuleImport />
      </Stack>
    </div>
  );
}
