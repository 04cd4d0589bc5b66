import { myClassesQueryOptions } from '@sparked/features/learning';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../app/route-table';
import { ClassJourneyPage } from '../../pages/learning/class-journey-page';

export const Route = createFileRoute('/_public/student-journey/classes/$classId/')({
  staticData: { title: pageRow('/student-journey/classes/$classId').title },
  loader: ({ context: { queryClient, session } }) => {
    if (session.isAuthenticated())
      void queryClient.prefetchQuery(myClassesQueryOptions(session.client));
  },
  component: ClassJourneyPage,
});
