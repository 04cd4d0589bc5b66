import { Trans, useLingui } from '@lingui/react/macro';
import { type LrsCredentialKind, type LrsState, lrsCredentialKinds } from '@sparked/contracts';
import {
  lrsCredentialKindLabels,
  useLearningRecordStoreClear,
  useLearningRecordStoreSave,
} from '@sparked/features/learning-records';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useState } from 'react';
import * as styles from '../../../shared/page.css';
import { SaveForm } from '../../../shared/save-form';
import { useReportedAction } from '../../../shared/use-reported-action';

/** The connection saved on this page, which replaces the server environment's. */
export function ConnectionForm({ state }: { state: LrsState }) {
  const { t } = useLingui();
  const { session } = useSession();
  const save = useLearningRecordStoreSave(session.client);
  const clear = useLearningRecordStoreClear(session.client);
  const report = useReportedAction();
  const { connection } = state;
  const fromPage = connection.source === 'settings';
  const [credentials, setCredentials] = useState<LrsCredentialKind>(
    fromPage ? connection.credentials : 'basic',
  );
  const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
  const optional = (form: FormData, name: string) => text(form, name) || undefined;
  const submit = (form: FormData) => {
    const endpoint = text(form, 'endpoint');
    if (credentials === 'basic')
      return save.mutateAsync({
        credentials,
        endpoint,
        username: text(form, 'username'),
        password: optional(form, 'password'),
      });
    if (credentials === 'header')
      return save.mutateAsync({
        credentials,
        endpoint,
        authorization: optional(form, 'authorization'),
      });
    return save.mutateAsync({ credentials, endpoint });
  };
  const keepNote = (secret: { set: boolean }) =>
    fromPage && secret.set ? t`Leave empty to keep the one saved.` : undefined;
  return (
    <Card as="section" heading={t`Connection`} headingLevel={2}>
      <Stack gap={3}>
        <p className={styles.note}>
          {connection.environmentConfigured
            ? t`A connection saved here replaces the one in the server’s environment (XAPI_LRS_*) whole. Removing it goes back to the environment’s.`
            : t`A connection saved here replaces the one in the server’s environment (XAPI_LRS_*) whole. The environment sets none.`}
        </p>
        <SaveForm
          mutation={save}
          save={submit}
          saved={() => t`The learning record store is saved. Statements go there from now on.`}
          submitLabel={t`Save connection`}
          actions={
            fromPage ? (
              <Button
                variant="secondary"
                loading={clear.isPending}
                onClick={() =>
                  void report(
                    () => clear.mutateAsync(),
                    connection.environmentConfigured
                      ? t`The environment’s connection applies again.`
                      : t`No store is set now; statements are kept until one is.`,
                  )
                }
              >
                <Trans>Remove this connection</Trans>
              </Button>
            ) : undefined
          }
        >
          <TextField
            label={t`Store address`}
            name="endpoint"
            type="url"
            required
            maxLength={500}
            defaultValue={fromPage ? (connection.endpoint ?? '') : ''}
            description={t`The xAPI endpoint, such as https://lrs.example.org/xapi. Statements go to its /statements.`}
          />
          <Select
            label={t`Sign-in`}
            name="credentials"
            options={lrsCredentialKinds.map((kind) => ({
              value: kind,
              label: lrsCredentialKindLabels[kind],
            }))}
            value={credentials}
            onValueChange={(value) => setCredentials(value as LrsCredentialKind)}
          />
          {credentials === 'basic' ? (
            <>
              <TextField
                label={t`Key`}
                name="username"
                required
                maxLength={2000}
                autoComplete="off"
                defaultValue={fromPage ? (connection.username ?? '') : ''}
              />
              <TextField
                label={t`Secret`}
                name="password"
                type="password"
                autoComplete="new-password"
                maxLength={2000}
                required={!(fromPage && connection.password.set)}
                description={keepNote(connection.password)}
              />
            </>
          ) : null}
          {credentials === 'header' ? (
            <TextField
              label={t`Authorization header`}
              name="authorization"
              type="password"
              autoComplete="off"
              maxLength={2000}
              required={!(fromPage && connection.authorization.set)}
              description={
                keepNote(connection.authorization) ?? t`The whole value, such as “Bearer …”.`
              }
            />
          ) : null}
        </SaveForm>
      </Stack>
    </Card>
  );
}
