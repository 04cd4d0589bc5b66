import { currentUserQueryOptions } from '@sparked/features/current-user';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from './page.css';

/** The student's landing page after signing in. */
export function StudentDashboardPage() {
  const { session } = useSession();
  const { data: user } = useSuspenseQuery(currentUserQueryOptions(session.client));
  return (
    <Stack gap={5}>
      <h1 className={styles.title}>Welcome back, {user.firstName}!</h1>
      <Card heading="Where to next?">
        <Stack gap={3}>
          <p className={styles.lead}>
            Spend your points in the store, dress up your avatar or ask Janus for help.
          </p>
          <Inline gap={2}>
            <Button asChild>
              <Link to="/store">Spend points</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/profile">Dress up your avatar</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/ai-tools/janus">Get help</Link>
            </Button>
          </Inline>
        </Stack>
      </Card>
    </Stack>
  );
}
