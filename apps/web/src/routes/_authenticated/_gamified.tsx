import { walletsQueryOptions } from '@sparked/features/wallet';
import { createFileRoute } from '@tanstack/react-router';
import { GamifiedLayout } from '../../layouts/gamified-layout';

export const Route = createFileRoute('/_authenticated/_gamified')({
  // The wallet bar's data starts with the page's, not after the layout has rendered.
  loader: ({ context: { queryClient, session } }) => {
    void queryClient.prefetchQuery(walletsQueryOptions(session.client));
  },
  component: GamifiedLayout,
});
