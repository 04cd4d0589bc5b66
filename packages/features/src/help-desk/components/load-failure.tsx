import { Trans } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { Stack } from '@sparked/ui/stack';
import * as styles from './tickets.css';

export type LoadFailureProps = { message: string; onRetry(): void };

/** A query that failed: what could not be loaded and why, with a way to try again. */
export function LoadFailure({ message, onRetry }: LoadFailureProps) {
  return (
    <Stack gap={3} align="start">
      <p role="alert" className={styles.text}>
        {message}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Stack>
  );
}
