import { educatorRoles } from '@sparked/contracts';
import { activityQueryOptions } from '@sparked/features/modules';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { pageRow } from '../../../app/route-table';
import { ActivityEditorPage } from '../../../pages/activity-editor-page';

const { title } = pageRow('/modules/$moduleId/multi-ebook/$activityId');
// Spec §2 guards this editor by role only; the server still checks authorship on every call.
const checks = guard({ roles: educatorRoles });

export const Route = createFileRoute(
  '/_authenticated/_focus/modules/$moduleId/multi-ebook/$activityId',
)({
  beforeLoad: checks.beforeLoad,
  staticData: { ...checks.staticData, title },
  loader: ({ context: { queryClient, session }, params }) =>
    queryClient.prefetchQuery(
      activityQueryOptions(session.client, params.moduleId, params.activityId),
    ),
  component: function MultiEbookEditorRoute() {
    const { moduleId, activityId } = Route.useParams();
    return <ActivityEditorPage moduleId={moduleId} activityId={activityId} type="multi-ebook" />;
  },
});
