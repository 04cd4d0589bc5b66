import { passwordMinLength, registerStudentRequestSchema } from '@sparked/contracts';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import * as page from '../page.css';
import * as styles from './auth.css';
import { useAuthForm } from './use-auth-form';

/** Student self-registration; staff accounts are made by admins. */
export function RegisterPage() {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { errors, formError, pending, onSubmit } = useAuthForm(
    registerStudentRequestSchema,
    (values) => session.registerStudent(values),
    async () => {
      queryClient.clear();
      await navigate({ to: '/', replace: true });
    },
  );

  return (
    <div className={page.narrow}>
      <Card>
        <form onSubmit={onSubmit} noValidate aria-labelledby="register-title">
          <Stack gap={4}>
            <h1 id="register-title" className={page.title}>
              Create your student account
            </h1>
            {formError ? (
              <p role="alert" className={styles.formError}>
                {formError}
              </p>
            ) : null}
            <Inline gap={3}>
              <TextField
                label="First name"
                name="firstName"
                autoComplete="given-name"
                required
                error={errors.firstName}
              />
              <TextField
                label="Last name"
                name="lastName"
                autoComplete="family-name"
                required
                error={errors.lastName}
              />
            </Inline>
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
              autoComplete="new-password"
              description={`At least ${passwordMinLength} characters.`}
              required
              error={errors.password}
            />
            <Button type="submit" loading={pending} fullWidth>
              Create account
            </Button>
            <p className={styles.switchText}>
              Already have an account?{' '}
              <Link to="/sign-in" className={styles.link}>
                Sign in
              </Link>
            </p>
          </Stack>
        </form>
      </Card>
    </div>
  );
}
