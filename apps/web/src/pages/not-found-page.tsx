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
          <h1 className={styles.title}>Page not found</h1>
          <p className={styles.lead}>There is nothing at this address. It may have moved.</p>
          <Button asChild>
            <Link to="/">Go to your dashboard</Link>
          </Button>
        </Stack>
      </Card>
    </main>
  );
}
