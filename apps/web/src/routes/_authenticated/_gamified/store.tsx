import { tokenStoreQueryOptions } from '@sparked/features/store';
import { walletsQueryOptions } from '@sparked/features/wallet';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { PointsStorePage } from '../../../pages/points-store-page';

export const Route = createFileRoute('/_authenticated/_gamified/store')({
  staticData: { title: pageRow('/store').title },
  // The page shows its own loading and error states, so a failed prefetch does not block it.
  loader: ({ context: { queryClient, session } }) =>
    Promise.all([
      queryClient.prefetchQuery(tokenStoreQueryOptions(session.client)),
      queryClient.prefetchQuery(walletsQueryOptions(session.client)),
    ]),
  component: PointsStorePage,
});
