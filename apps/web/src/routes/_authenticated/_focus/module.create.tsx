import { educatorRoles } from '@sparked/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_focus/module/create')({
  beforeLoad: guard({ auth: true, roles: educatorRoles }),
  staticData: { title: 'Module editor (classic)' },
  component: () => <UpcomingPage summary="Create a module with the classic editor." />,
});
