import { myLeaguesQueryOptions } from '@sparked/features/leagues';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { LeaguesPage } from '../../../pages/leagues/leagues-page';

export const Route = createFileRoute('/_authenticated/_gamified/leagues')({
  staticData: { title: pageRow('/leagues').title },
  loader: ({ context: { queryClient, session, claims } }) =>
    claims.user_role === 'student'
      ? queryClient.prefetchQuery(myLeaguesQueryOptions(session.client))
      : undefined,
  component: LeaguesPage,
});
