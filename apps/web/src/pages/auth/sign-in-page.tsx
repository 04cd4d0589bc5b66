import { Trans, useLingui } from '@lingui/react/macro';
import { educatorRoles } from '@sparked/contracts';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { TextField } from '@sparked/ui/text-field';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import * as styles from './auth.css';
import { AuthFormCard } from './auth-form-card';
import { useAuthForm } from './use-auth-form';

const loginSchema = () => import('@sparked/contracts/auth').then((auth) => auth.loginRequestSchema);

/**
 * The sign-in host's form; afterwards the user returns to where they were going. Staff who did
 * not ask for a page land on the educator dashboard, students on theirs.
 */
export function SignInPage({ redirectTo }: { redirectTo?: string }) {
  const { t } = useLingui();
  const { session } = useSession();
  const navigate = useNavigate();
  const { errors, formError, pending, onSubmit } = useAuthForm(
    loginSchema,
    (values) => session.signIn(values),
    async ({ user }) => {
      const staff = (educatorRoles as readonly string[]).includes(user.role);
      const href = redirectTo ?? (staff ? '/educator/dashboard' : '/');
      await navigate({ href, replace: true });
    },
  );
  // A refused sign-in is about the email and password together: both are marked invalid and
  // read the form's message, and focus goes back to the email (decision 0044).
  const formErrorId = useId();
  const refused = formError ? { invalid: true, 'aria-describedby': formErrorId } : {};

  return (
    <AuthFormCard
      title={t`Sign in`}
      formError={formError}
      formErrorId={formErrorId}
      onSubmit={onSubmit}
      footer={
        <>
          <Trans>New to Sparked?</Trans>{' '}
          <Link
            to="/register"
            search={redirectTo ? { redirect: redirectTo } : {}}
            className={styles.link}
          >
            <Trans>Create a student account</Trans>
          </Link>
        </>
      }
    >
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
        {...refused}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        {...refused}
      />
      <Link to="/forgot-password" className={styles.link}>
        <Trans>Forgot password?</Trans>
      </Link>
      <Button type="submit" loading={pending} fullWidth>
        <Trans>Sign in</Trans>
      </Button>
    </AuthFormCard>
  );
}
