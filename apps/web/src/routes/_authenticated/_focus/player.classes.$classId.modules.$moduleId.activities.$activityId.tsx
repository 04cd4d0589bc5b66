import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute(
  '/_authenticated/_focus/player/classes/$classId/modules/$moduleId/activities/$activityId',
)({
  staticData: { title: 'Activity player' },
  component: () => <UpcomingPage summary="Work through this activity." />,
});
