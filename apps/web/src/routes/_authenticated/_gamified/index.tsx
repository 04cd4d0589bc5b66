import { currentUserQueryOptions } from '@sparked/features/current-user';
import { myClassesQueryOptions, streakQueryOptions } from '@sparked/features/learning';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { StudentDashboardPage } from '../../../pages/student-dashboard-page';

export const Route = createFileRoute('/_authenticated/_gamified/')({
  staticData: { title: pageRow('/').title },
  loader: ({ context: { queryClient, session, claims } }) => {
    // A student's streak and classes start now, with the page, not after its panels load.
    if (claims.user_role === 'student') {
      void queryClient.prefetchQuery(streakQueryOptions(session.client));
      void queryClient.prefetchQuery(myClassesQueryOptions(session.client));
    }
    return queryClient.ensureQueryData(currentUserQueryOptions(session.client));
  },
  component: StudentDashboardPage,
});
