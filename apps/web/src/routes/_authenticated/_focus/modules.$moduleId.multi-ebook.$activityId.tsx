import { educatorRoles } from '@sparked/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute(
  '/_authenticated/_focus/modules/$moduleId/multi-ebook/$activityId',
)({
  beforeLoad: guard({ auth: true, roles: educatorRoles }),
  staticData: { title: 'Multi-page e-book editor' },
  component: () => <UpcomingPage summary="Write and lay out the pages of this e-book." />,
});
