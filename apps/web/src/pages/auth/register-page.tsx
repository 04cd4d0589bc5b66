import { Trans, useLingui } from '@lingui/react/macro';
import { passwordMinLength } from '@sparked/contracts';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Inline } from '@sparked/ui/inline';
import { TextField } from '@sparked/ui/text-field';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as page from '../../shared/page.css';
import * as styles from './auth.css';
import { AuthFormCard } from './auth-form-card';
import { useAuthForm } from './use-auth-form';

const registerSchema = () =>
  import('@sparked/contracts/auth').then((auth) => auth.registerStudentRequestSchema);

/**
 * Student self-registration; staff accounts are made by admins. A referral code from an invite
 * link goes with it, enrolling the new student in the code's class. An address that has an
 * account is not signed in or told "taken": its owner gets an email, and the page says to look.
 */
export function RegisterPage({
  redirectTo,
  referralCode,
}: {
  redirectTo: string;
  referralCode?: string;
}) {
  const { t } = useLingui();
  const { session } = useSession();
  const navigate = useNavigate();
  const [emailedTo, setEmailedTo] = useState<string>();
  const { errors, formError, pending, onSubmit } = useAuthForm(
    registerSchema,
    async (values) => ({ email: values.email, registered: await session.registerStudent(values) }),
    async ({ email, registered }) => {
      if ('checkEmail' in registered) setEmailedTo(email);
      else await navigate({ href: redirectTo, replace: true });
    },
  );
  const signInSearch = redirectTo === '/' ? {} : { redirect: redirectTo };

  if (emailedTo)
    return (
      <AuthFormCard
        title={t`Check your email`}
        formError={undefined}
        onSubmit={(event) => event.preventDefault()}
        footer={
          <Trans>
            <Link to="/sign-in" search={signInSearch} className={styles.link}>
              Sign in
            </Link>{' '}
            or{' '}
            <Link to="/forgot-password" className={styles.link}>
              choose a new password
            </Link>
          </Trans>
        }
      >
        <p role="status" className={page.lead}>
          <Trans>
            We sent a message to {emailedTo} about creating an account with it. It says how to go
            on. Look in the spam folder too.
          </Trans>
        </p>
      </AuthFormCard>
    );

  return (
    <AuthFormCard
      title={t`Create your student account`}
      formError={formError}
      onSubmit={onSubmit}
      footer={
        <>
          <Trans>Already have an account?</Trans>{' '}
          <Link to="/sign-in" search={signInSearch} className={styles.link}>
            <Trans>Sign in</Trans>
          </Link>
        </>
      }
    >
      <Inline gap={3}>
        <TextField
          label={t`First name`}
          name="firstName"
          autoComplete="given-name"
          required
          error={errors.firstName}
        />
        <TextField
          label={t`Last name`}
          name="lastName"
          autoComplete="family-name"
          required
          error={errors.lastName}
        />
      </Inline>
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="new-password"
        description={t`At least ${passwordMinLength} characters.`}
        required
        error={errors.password}
      />
      {referralCode ? (
        <p className={styles.switchText}>
          <Trans>
            You were invited with the code {referralCode}: your account joins its class.
          </Trans>
          <input type="hidden" name="referralCode" value={referralCode} />
        </p>
      ) : null}
      <Button type="submit" loading={pending} fullWidth>
        <Trans>Create account</Trans>
      </Button>
    </AuthFormCard>
  );
}
