import { learnerActivityQueryOptions, learnerModuleQueryOptions } from '@sparked/features/learning';
import { walletsQueryOptions } from '@sparked/features/wallet';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { PlayerPage } from '../../../pages/learning/player-page';

export const Route = createFileRoute(
  '/_authenticated/_focus/player/classes/$classId/modules/$moduleId/activities/$activityId',
)({
  staticData: {
    title: pageRow('/player/classes/$classId/modules/$moduleId/activities/$activityId').title,
  },
  // The page shows its own loading and error states; nothing here waits. Reading an activity
  // opens it (its status and an embedded page's clock start), so pointing at a link does not.
  loader: ({ context: { queryClient, session }, params, preload }) => {
    if (!preload)
      void queryClient.prefetchQuery(learnerActivityQueryOptions(session.client, params));
    void queryClient.prefetchQuery(learnerModuleQueryOptions(session.client, params));
    void queryClient.prefetchQuery(walletsQueryOptions(session.client));
  },
  component: PlayerPage,
});
