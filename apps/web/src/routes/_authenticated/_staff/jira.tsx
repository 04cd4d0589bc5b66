import { firstTicketsPage, ticketsQueryOptions } from '@sparked/features/help-desk';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { pageRow } from '../../../app/route-table';
import { TicketsPage } from '../../../pages/tickets-page';

// Admins only (decision 0005); the staff layout has already let educators through.
const admins = guard({ roles: ['admin'] });

export const Route = createFileRoute('/_authenticated/_staff/jira')({
  beforeLoad: (args) => admins.beforeLoad(args),
  staticData: { ...admins.staticData, title: pageRow('/jira').title },
  // The page shows its own loading and error states, so a failed prefetch does not block it.
  loader: ({ context: { queryClient, session } }) =>
    queryClient.prefetchQuery(ticketsQueryOptions(session.client, firstTicketsPage)),
  component: TicketsPage,
});
