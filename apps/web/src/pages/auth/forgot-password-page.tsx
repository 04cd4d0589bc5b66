import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { callEndpoint } from '@sparked/features/api-client';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { TextField } from '@sparked/ui/text-field';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as page from '../../shared/page.css';
import * as styles from './auth.css';
import { AuthFormCard } from './auth-form-card';
import { useAuthForm } from './use-auth-form';

const forgotSchema = () =>
  import('@sparked/contracts/auth').then((auth) => auth.forgotPasswordRequestSchema);

/**
 * "Forgot password?": a link to set a new password goes to the address, if an account uses it.
 * The page says the same either way, so it tells nobody which addresses have accounts.
 */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const [sentTo, setSentTo] = useState<{ email: string; minutes: number }>();
  // The form gives way to the sentence saying where the link went: it takes focus.
  const focusAfterAction = useFocusAfterAction();
  const { errors, formError, pending, onSubmit } = useAuthForm(
    forgotSchema,
    async (values) => ({
      email: values.email,
      sent: await callEndpoint(session.client, 'forgotPassword', { body: values }),
    }),
    async ({ email, sent }) => {
      setSentTo({ email, minutes: sent.data.expiresInMinutes });
      focusAfterAction(() => '#main-content [data-link-sent]');
    },
  );
  const back = (
    <Link to="/sign-in" className={styles.link}>
      <Trans>Back to sign in</Trans>
    </Link>
  );

  return (
    <AuthFormCard
      title={t`Forgot your password?`}
      formError={formError}
      onSubmit={onSubmit}
      footer={back}
    >
      {sentTo ? (
        <LinkSent email={sentTo.email} minutes={sentTo.minutes} />
      ) : (
        <>
          <p className={page.note}>
            <Trans>
              Type the email you sign in with. We will send a link to set a new password.
            </Trans>
          </p>
          <TextField
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors.email}
          />
          <Button type="submit" loading={pending} fullWidth>
            <Trans>Send the link</Trans>
          </Button>
        </>
      )}
    </AuthFormCard>
  );
}

/** Where the link went, said the same whether or not an account uses the address. */
function LinkSent({ email, minutes }: { email: string; minutes: number }) {
  return (
    <p role="status" className={page.lead} data-link-sent="">
      <Trans>
        If an account uses {email}, we have sent it a link to set a new password. The link works for{' '}
        <Plural value={minutes} one="# minute" other="# minutes" />. Look in the spam folder too.
      </Trans>
    </p>
  );
}
