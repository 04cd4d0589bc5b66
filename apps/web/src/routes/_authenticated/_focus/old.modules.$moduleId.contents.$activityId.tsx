import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute(
  '/_authenticated/_focus/old/modules/$moduleId/contents/$activityId',
)({
  beforeLoad: guard({ auth: true, moduleAuthor: 'no-viewers' }),
  staticData: { title: 'E-book editor (classic)' },
  component: () => <UpcomingPage summary="The classic e-book editor for this activity." />,
});
