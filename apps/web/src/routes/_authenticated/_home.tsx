import { walletsQueryOptions } from '@sparked/features/wallet';
import { createFileRoute } from '@tanstack/react-router';
import { StudentHomeLayout } from '../../layouts/sidebar-layout';

/** The student home layout (spec §2): a side navigation beside the page. */
export const Route = createFileRoute('/_authenticated/_home')({
  // The level on its dashboards reads the wallets; they start with the page.
  loader: ({ context: { queryClient, session } }) => {
    void queryClient.prefetchQuery(walletsQueryOptions(session.client));
  },
  component: StudentHomeLayout,
});
