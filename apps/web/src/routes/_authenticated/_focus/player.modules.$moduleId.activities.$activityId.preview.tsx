import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute(
  '/_authenticated/_focus/player/modules/$moduleId/activities/$activityId/preview',
)({
  beforeLoad: guard({ auth: true, moduleAuthor: 'viewers-allowed' }),
  staticData: { title: 'Activity preview' },
  component: () => <UpcomingPage summary="See this activity as a student will." />,
});
