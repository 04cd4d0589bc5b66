import { Trans } from '@lingui/react/macro';
import { TicketsAdmin } from '@sparked/features/help-desk';
import { useSession } from '@sparked/features/session';
import { Stack } from '@sparked/ui/stack';
import * as styles from '../shared/page.css';

/** Help-desk tickets for staff: admin and facilitator, through the _staff guard. */
export function TicketsPage() {
  const { session } = useSession();
  return (
    <Stack gap={5}>
      <h1 className={styles.title}>
        <Trans>Help-desk tickets</Trans>
      </h1>
      <TicketsAdmin client={session.client} />
    </Stack>
  );
}
