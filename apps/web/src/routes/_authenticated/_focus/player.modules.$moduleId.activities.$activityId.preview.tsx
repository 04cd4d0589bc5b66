import { activityQueryOptions } from '@sparked/features/modules';
import { createFileRoute } from '@tanstack/react-router';
import { moduleAuthorPage } from '../../../app/module-author-check';
import { pageRow } from '../../../app/route-table';
import { ActivityPreviewPage } from '../../../pages/activity-preview-page';

const { title } = pageRow('/player/modules/$moduleId/activities/$activityId/preview');
const checks = moduleAuthorPage('viewers-allowed');

export const Route = createFileRoute(
  '/_authenticated/_focus/player/modules/$moduleId/activities/$activityId/preview',
)({
  beforeLoad: (args) => checks.beforeLoad(args),
  staticData: { ...checks.staticData, title },
  loader: ({ context: { queryClient, session }, params }) =>
    queryClient.prefetchQuery(
      activityQueryOptions(session.client, params.moduleId, params.activityId),
    ),
  component: ActivityPreviewPage,
});
