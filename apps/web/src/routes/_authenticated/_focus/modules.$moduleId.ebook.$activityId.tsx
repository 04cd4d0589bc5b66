import { educatorRoles } from '@sparked/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_focus/modules/$moduleId/ebook/$activityId')({
  beforeLoad: guard({ auth: true, roles: educatorRoles, moduleAuthor: 'no-viewers' }),
  staticData: { title: 'E-book editor' },
  component: () => <UpcomingPage summary="Write and lay out this e-book activity." />,
});
