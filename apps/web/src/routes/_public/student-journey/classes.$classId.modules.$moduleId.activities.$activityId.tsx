import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute(
  '/_public/student-journey/classes/$classId/modules/$moduleId/activities/$activityId',
)({
  staticData: { title: 'Activity' },
  component: () => <UpcomingPage summary="This activity, opened from the module map." />,
});
