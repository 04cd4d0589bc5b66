import { Trans } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { Link } from '@tanstack/react-router';
import * as styles from '../shared/page.css';

export function NotFoundPage() {
  return (
    <main className={styles.narrow}>
      <Card>
        <Stack gap={3}>
          <h1 className={styles.title}>
            <Trans>Page not found</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>There is nothing at this address. It may have moved.</Trans>
          </p>
          <Button asChild>
            <Link to="/">
              <Trans>Go to your dashboard</Trans>
            </Link>
          </Button>
        </Stack>
      </Card>
    </main>
  );
}
