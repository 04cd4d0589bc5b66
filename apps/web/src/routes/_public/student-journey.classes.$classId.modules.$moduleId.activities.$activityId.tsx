import { learnerActivityQueryOptions } from '@sparked/features/learning';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../app/route-table';
import { JourneyActivityPage } from '../../pages/learning/journey-activity-page';

const path = '/student-journey/classes/$classId/modules/$moduleId/activities/$activityId';

export const Route = createFileRoute(
  '/_public/student-journey/classes/$classId/modules/$moduleId/activities/$activityId',
)({
  staticData: { title: pageRow(path).title },
  // Reading an activity opens it, so pointing at a link (a preload) does not read it.
  loader: ({ context: { queryClient, session }, params, preload }) => {
    if (!preload && session.isAuthenticated()) {
      void queryClient.prefetchQuery(learnerActivityQueryOptions(session.client, params));
    }
  },
  component: JourneyActivityPage,
});
