import { Trans, useLingui } from '@lingui/react/macro';
import { passwordMinLength } from '@sparked/contracts';
import { callEndpoint } from '@sparked/features/api-client';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { TextField } from '@sparked/ui/text-field';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as page from '../../shared/page.css';
import * as styles from './auth.css';
import { AuthFormCard } from './auth-form-card';
import { useAuthForm } from './use-auth-form';

const resetSchema = () =>
  import('./reset-password-schema').then((module) => module.resetPasswordFormSchema);

/**
 * The emailed link's page: a new password, typed twice. Afterwards every earlier session has
 * ended, and the person signs in with the new password.
 */
export function ResetPasswordPage({ token }: { token?: string }) {
  const { t } = useLingui();
  const { session } = useSession();
  const [changedFor, setChangedFor] = useState<string>();
  const { errors, formError, pending, onSubmit } = useAuthForm(
    resetSchema,
    (values) => callEndpoint(session.client, 'resetPassword', { body: values }),
    async ({ data }) => setChangedFor(data.email),
  );
  const signIn = (
    <Link to="/sign-in" className={styles.link}>
      <Trans>Go to sign in</Trans>
    </Link>
  );

  if (!token) {
    return (
      <AuthFormCard
        title={t`Set a new password`}
        formError={undefined}
        onSubmit={(event) => event.preventDefault()}
        footer={signIn}
      >
        <p className={page.lead}>
          <Trans>
            This page needs the link from the email we sent.{' '}
            <Link to="/forgot-password" className={styles.link}>
              Ask for a new link
            </Link>{' '}
            if you cannot find it.
          </Trans>
        </p>
      </AuthFormCard>
    );
  }
  return (
    <AuthFormCard
      title={t`Set a new password`}
      formError={formError}
      onSubmit={onSubmit}
      footer={signIn}
    >
      {changedFor ? (
        <p role="status" className={page.lead}>
          <Trans>
            The password of {changedFor} is changed, and every earlier session has ended. Sign in
            with the new password.
          </Trans>
        </p>
      ) : (
        <>
          <input type="hidden" name="token" value={token} />
          <TextField
            label={t`New password`}
            name="password"
            type="password"
            autoComplete="new-password"
            description={t`At least ${passwordMinLength} characters.`}
            required
            error={errors.password}
          />
          <TextField
            label={t`The new password again`}
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirm}
          />
          <Button type="submit" loading={pending} fullWidth>
            <Trans>Set the password</Trans>
          </Button>
          {formError ? (
            <Link to="/forgot-password" className={styles.link}>
              <Trans>Ask for a new link</Trans>
            </Link>
          ) : null}
        </>
      )}
    </AuthFormCard>
  );
}
