import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { Link, useLocation } from '@tanstack/react-router';
import * as styles from '../page.css';

/**
 * What a journey page shows a visitor who is not signed in: why, and both ways in, each bringing
 * them back to this page afterwards.
 */
export function SignInFirst({ title, reason }: { title: string; reason: string }) {
  const { href } = useLocation();
  const search = { redirect: href };
  return (
    <Stack gap={4}>
      <h1 className={styles.title}>{title}</h1>
      <Card>
        <Stack gap={3} align="start">
          <p className={styles.lead}>{reason}</p>
          <Inline gap={3} wrap>
            <Button asChild>
              <Link to="/sign-in" search={search}>
                Sign in
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/register" search={search}>
                Create a student account
              </Link>
            </Button>
          </Inline>
        </Stack>
      </Card>
    </Stack>
  );
}
