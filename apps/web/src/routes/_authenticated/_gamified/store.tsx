import { useSession } from '@sparked/features/session';
import { StorePage, tokenStoreQueryOptions } from '@sparked/features/store';
import { walletsQueryOptions } from '@sparked/features/wallet';
import { createFileRoute } from '@tanstack/react-router';

function StoreRoute() {
  const { session } = useSession();
  return <StorePage client={session.client} />;
}

export const Route = createFileRoute('/_authenticated/_gamified/store')({
  staticData: { title: 'Points store' },
  // The page shows its own loading and error states, so a failed prefetch does not block it.
  loader: ({ context: { queryClient, session } }) =>
    Promise.all([
      queryClient.prefetchQuery(tokenStoreQueryOptions(session.client)),
      queryClient.prefetchQuery(walletsQueryOptions(session.client)),
    ]),
  component: StoreRoute,
});
