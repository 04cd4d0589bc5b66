import { loginRequestSchema } from '@sparked/contracts';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import * as page from '../page.css';
import * as styles from './auth.css';
import { useAuthForm } from './use-auth-form';

/** The sign-in host's form; afterwards the user returns to where they were going. */
export function SignInPage({ redirectTo }: { redirectTo: string }) {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { errors, formError, pending, onSubmit } = useAuthForm(
    loginRequestSchema,
    (values) => session.signIn(values),
    async () => {
      queryClient.clear();
      await navigate({ href: redirectTo, replace: true });
    },
  );

  return (
    <div className={page.narrow}>
      <Card>
        <form onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title">
          <Stack gap={4}>
            <h1 id="sign-in-title" className={page.title}>
              Sign in
            </h1>
            {formError ? (
              <p role="alert" className={styles.formError}>
                {formError}
              </p>
            ) : null}
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              error={errors.email}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={errors.password}
            />
            <Button type="submit" loading={pending} fullWidth>
              Sign in
            </Button>
            <p className={styles.switchText}>
              New to Sparked?{' '}
              <Link to="/register" className={styles.link}>
                Create a student account
              </Link>
            </p>
          </Stack>
        </form>
      </Card>
    </div>
  );
}
