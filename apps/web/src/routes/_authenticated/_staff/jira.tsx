import { firstTicketsPage, ticketsQueryOptions } from '@sparked/features/help-desk';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { TicketsPage } from '../../../pages/tickets-page';

export const Route = createFileRoute('/_authenticated/_staff/jira')({
  staticData: { title: pageRow('/jira').title },
  // The page shows its own loading and error states, so a failed prefetch does not block it.
  loader: ({ context: { queryClient, session } }) =>
    queryClient.prefetchQuery(ticketsQueryOptions(session.client, firstTicketsPage)),
  component: TicketsPage,
});
