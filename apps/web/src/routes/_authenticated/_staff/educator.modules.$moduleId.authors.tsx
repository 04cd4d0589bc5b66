import { educatorRoles } from '@sparked/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_staff/educator/modules/$moduleId/authors')({
  beforeLoad: guard({ auth: true, roles: educatorRoles, moduleAuthor: 'no-viewers' }),
  staticData: { title: 'Module authors' },
  component: () => <UpcomingPage summary="Who can edit or view this module." />,
});
