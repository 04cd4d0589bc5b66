import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import * as styles from './page.css';

/** What a page shows when its data did not arrive: the server's reason, and a way to try again. */
export function LoadFailed({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <Card>
      <Stack gap={3} align="start">
        <p className={styles.lead}>
          {what} could not be loaded. {error.message}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Card>
  );
}
