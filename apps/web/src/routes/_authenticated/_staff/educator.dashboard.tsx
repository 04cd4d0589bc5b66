import { educatorOverviewQueryOptions } from '@sparked/features/classes';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { EducatorDashboardPage } from '../../../pages/classes/educator-dashboard-page';

export const Route = createFileRoute('/_authenticated/_staff/educator/dashboard')({
  staticData: { title: pageRow('/educator/dashboard').title },
  loader: ({ context: { queryClient, session } }) => {
    void queryClient.prefetchQuery(educatorOverviewQueryOptions(session.client));
  },
  component: EducatorDashboardPage,
});
