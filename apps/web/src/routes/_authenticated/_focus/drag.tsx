import { educatorRoles } from '@sparked/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_focus/drag')({
  beforeLoad: guard({ auth: true, roles: educatorRoles }),
  staticData: { title: 'Course preview' },
  component: () => <UpcomingPage summary="Arrange and preview a course." />,
});
