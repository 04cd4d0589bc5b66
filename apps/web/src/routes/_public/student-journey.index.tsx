import { myClassesQueryOptions } from '@sparked/features/learning';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../app/route-table';
import { JourneyPage } from '../../pages/learning/journey-page';

// Spec §2 leaves the journey open; a visitor who is not signed in is asked to sign in.
export const Route = createFileRoute('/_public/student-journey/')({
  staticData: { title: pageRow('/student-journey').title },
  loader: ({ context: { queryClient, session } }) => {
    if (session.isAuthenticated())
      void queryClient.prefetchQuery(myClassesQueryOptions(session.client));
  },
  component: JourneyPage,
});
