import { myClassesQueryOptions } from '@sparked/features/learning';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { StudentDashboardLandingPage } from '../../../pages/learning/student-dashboard-landing-page';

export const Route = createFileRoute('/_authenticated/_gamified/student-dashboard')({
  staticData: { title: pageRow('/student-dashboard').title },
  loader: ({ context: { queryClient, session } }) => {
    void queryClient.prefetchQuery(myClassesQueryOptions(session.client));
  },
  component: StudentDashboardLandingPage,
});
