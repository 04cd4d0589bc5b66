import { activityQueryOptions } from '@sparked/features/modules';
import { createFileRoute } from '@tanstack/react-router';
import { moduleAuthorPage } from '../../../app/module-author-check';
import { pageRow } from '../../../app/route-table';
import { ActivityEditorPage } from '../../../pages/activity-editor-page';

const { title } = pageRow('/modules/$moduleId/scorm/$activityId');
const checks = moduleAuthorPage('no-viewers');

export const Route = createFileRoute('/_authenticated/_focus/modules/$moduleId/scorm/$activityId')({
  beforeLoad: (args) => checks.beforeLoad(args),
  staticData: { ...checks.staticData, title },
  loader: ({ context: { queryClient, session }, params }) =>
    queryClient.prefetchQuery(
      activityQueryOptions(session.client, params.moduleId, params.activityId),
    ),
  component: function ScormEditorRoute() {
    const { moduleId, activityId } = Route.useParams();
    return <ActivityEditorPage moduleId={moduleId} activityId={activityId} type="scorm" />;
  },
});
