import { Trans } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import * as styles from './page.css';

/**
 * What a page shows when its data did not arrive: the server's reason, and a way to try again.
 * A page whose heading comes from that data passes `title`, so it still has one.
 */
export function LoadFailed({
  what,
  error,
  onRetry,
  title,
}: {
  what: string;
  error: Error;
  onRetry: () => void;
  title?: string;
}) {
  const card = (
    <Card>
      <Stack gap={3} align="start">
        <p className={styles.lead}>
          <Trans>{what} could not be loaded.</Trans> {error.message}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Card>
  );
  if (!title) return card;
  return (
    <Stack gap={4}>
      <h1 className={styles.title}>{title}</h1>
      {card}
    </Stack>
  );
}
