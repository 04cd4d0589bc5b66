import { activityQueryOptions } from '@sparked/features/modules';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { moduleAuthorPage } from '../../../app/module-author-check';
import { pageRow } from '../../../app/route-table';

const { title } = pageRow('/old/modules/$moduleId/contents/$activityId');
const checks = moduleAuthorPage('no-viewers');

/** The classic editor's address (spec §2) opens the current editor of the activity's type. */
export const Route = createFileRoute(
  '/_authenticated/_focus/old/modules/$moduleId/contents/$activityId',
)({
  beforeLoad: async (args) => {
    await checks.beforeLoad(args);
    const { moduleId, activityId } = args.params;
    const { session, queryClient } = args.context;
    const activity = await queryClient
      .ensureQueryData(activityQueryOptions(session.client, moduleId, activityId))
      .catch(() => null);
    if (!activity) {
      throw redirect({
        to: '/educator/modules/$moduleId/contents',
        params: { moduleId },
        replace: true,
      });
    }
    throw redirect({
      to: `/modules/$moduleId/${activity.type}/$activityId`,
      params: { moduleId, activityId },
      replace: true,
    });
  },
  staticData: { ...checks.staticData, title },
});
