import { Trans, useLingui } from '@lingui/react/macro';
import type { LtiPlatform, LtiPlatformRequest } from '@sparked/contracts';
import { ltiPlatformLimits } from '@sparked/contracts';
import { ApiError } from '@sparked/features/api-client';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useRef, useState } from 'react';
import * as styles from '../../../shared/page.css';
import { SaveForm } from '../../../shared/save-form';
import { useLtiPlatformChange } from './lti-api';

/** The server's sentence for each field it refused, by the field's path (`deploymentIds.1`). */
function fieldErrors(error: Error | null): Record<string, string> {
  const errors: Record<string, string> = {};
  if (error instanceof ApiError)
    for (const issue of error.issues) errors[issue.path] ??= issue.message;
  return errors;
}

/** The deployment ids, one field each: an LMS can deploy Sparked several times. */
function DeploymentIds({
  initial,
  errors,
}: {
  initial: readonly string[];
  errors: Record<string, string>;
}) {
  const next = useRef(0);
  const row = (value: string) => ({ key: next.current++, value });
  const [rows, setRows] = useState(() => (initial.length > 0 ? initial : ['']).map(row));
  const { t } = useLingui();
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const add = () => {
    const added = row('');
    setRows((current) => [...current, added]);
    requestAnimationFrame(() => inputs.current.get(added.key)?.focus());
  };
  return (
    <fieldset>
      <legend>
        <Trans>Deployment ids</Trans>
      </legend>
      <Stack gap={2}>
        <p className={styles.note}>
          <Trans>
            The LMS shows one for each place Sparked is deployed (the whole site, or one course).
          </Trans>
        </p>
        {errors.deploymentIds ? (
          <p className={styles.errorText} role="alert">
            {errors.deploymentIds}
          </p>
        ) : null}
        {rows.map((entry, index) => (
          <Inline key={entry.key} gap={2} align="end" wrap>
            <TextField
              ref={(input) => {
                if (input) inputs.current.set(entry.key, input);
                else inputs.current.delete(entry.key);
              }}
              label={t`Deployment id ${index + 1}`}
              name="deploymentIds"
              required
              maxLength={ltiPlatformLimits.deploymentId}
              autoComplete="off"
              defaultValue={entry.value}
              error={errors[`deploymentIds.${index}`]}
            />
            {rows.length > 1 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setRows((current) => current.filter((r) => r.key !== entry.key))}
              >
                <Trans>Remove deployment id {index + 1}</Trans>
              </Button>
            ) : null}
          </Inline>
        ))}
        {rows.length < ltiPlatformLimits.deploymentIds ? (
          <div>
            <Button variant="secondary" size="sm" onClick={add}>
              <Trans>Add a deployment id</Trans>
            </Button>
          </div>
        ) : null}
      </Stack>
    </fieldset>
  );
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** What the form holds, as the API takes it. */
export function platformOf(form: FormData): LtiPlatformRequest {
  return {
    name: text(form, 'name'),
    issuer: text(form, 'issuer'),
    clientId: text(form, 'clientId'),
    deploymentIds: form.getAll('deploymentIds').map((value) => String(value).trim()),
    authLoginUrl: text(form, 'authLoginUrl'),
    authTokenUrl: text(form, 'authTokenUrl'),
    keysetUrl: text(form, 'keysetUrl'),
  };
}

/** Registers an LMS, or changes one (`platform`); the server's refusals show on their fields. */
export function PlatformForm({ platform, onDone }: { platform?: LtiPlatform; onDone: () => void }) {
  const { t } = useLingui();
  const { session } = useSession();
  const change = useLtiPlatformChange(session.client);
  const errors = fieldErrors(change.error);
  const url = (name: keyof LtiPlatformRequest, label: string, description: string) => (
    <TextField
      label={label}
      name={name}
      required
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      maxLength={ltiPlatformLimits.url}
      defaultValue={platform ? String(platform[name]) : ''}
      description={description}
      error={errors[name]}
    />
  );
  return (
    <SaveForm
      mutation={change}
      submitLabel={platform ? t`Save changes` : t`Register LMS`}
      save={(form) =>
        change.mutateAsync(
          platform
            ? { kind: 'update', id: platform.id, platform: platformOf(form) }
            : { kind: 'create', platform: platformOf(form) },
        )
      }
      saved={(form) => {
        const name = text(form, 'name');
        return platform
          ? t`${name} is saved.`
          : t`${name} is registered. Its courses can launch Sparked.`;
      }}
      onSaved={onDone}
      actions={
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      }
    >
      <TextField
        label={t`Name`}
        name="name"
        required
        maxLength={ltiPlatformLimits.name}
        defaultValue={platform?.name ?? ''}
        description={t`How admins tell this LMS apart, such as “School Moodle”.`}
        error={errors.name}
      />
      {url(
        'issuer',
        t`Issuer`,
        t`The platform id the LMS shows, such as https://moodle.school.org.`,
      )}
      <TextField
        label={t`Client id`}
        name="clientId"
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={ltiPlatformLimits.clientId}
        defaultValue={platform?.clientId ?? ''}
        description={t`The LMS gives it when Sparked is added as a tool.`}
        error={errors.clientId}
      />
      <DeploymentIds initial={platform?.deploymentIds ?? []} errors={errors} />
      {url('authLoginUrl', t`OIDC login URL`, t`The LMS’s authentication request address.`)}
      {url('authTokenUrl', t`Access-token URL`, t`The LMS’s OAuth 2 token address.`)}
      {url('keysetUrl', t`JWKS URL`, t`Where the LMS publishes its public keys.`)}
    </SaveForm>
  );
}
