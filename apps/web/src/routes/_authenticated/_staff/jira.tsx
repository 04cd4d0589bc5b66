import { firstTicketsPage, TicketsAdmin, ticketsQueryOptions } from '@sparked/features/help-desk';
import { useSession } from '@sparked/features/session';
import { Stack } from '@sparked/ui/stack';
import { createFileRoute } from '@tanstack/react-router';
import * as styles from '../../../pages/page.css';

/** Help-desk tickets for staff (issue 4): admin and facilitator, through the _staff guard. */
function JiraPage() {
  const { session } = useSession();
  return (
    <Stack gap={5}>
      <h1 className={styles.title}>Help-desk tickets</h1>
      <TicketsAdmin client={session.client} />
    </Stack>
  );
}

export const Route = createFileRoute('/_authenticated/_staff/jira')({
  staticData: { title: 'Help-desk tickets' },
  // The page shows its own loading and error states, so a failed prefetch does not block it.
  loader: ({ context: { queryClient, session } }) =>
    queryClient.prefetchQuery(ticketsQueryOptions(session.client, firstTicketsPage)),
  component: JiraPage,
});
