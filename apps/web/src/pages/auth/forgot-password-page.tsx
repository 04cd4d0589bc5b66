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
      Back to sign in
    </Link>
  );

  return (
    <AuthFormCard
      title="Forgot your password?"
      formError={formError}
      onSubmit={onSubmit}
      footer={back}
    >
      {sentTo ? (
        <p role="status" className={page.lead} data-link-sent="">
          If an account uses {sentTo.email}, we have sent it a link to set a new password. The link
          works for {sentTo.minutes} minutes. Look in the spam folder too.
        </p>
      ) : (
        <>
          <p className={page.note}>
            Type the email you sign in with. We will send a link to set a new password.
          </p>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors.email}
          />
          <Button type="submit" loading={pending} fullWidth>
            Send the link
          </Button>
        </>
      )}
    </AuthFormCard>
  );
}
