import { educatorRoles } from '@sparked/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_staff/educator/modules/$moduleId/contents')({
  beforeLoad: guard({ auth: true, roles: educatorRoles, moduleAuthor: 'viewers-allowed' }),
  staticData: { title: 'Module contents' },
  component: () => <UpcomingPage summary="The activities of this module." />,
});
