import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_staff/educator/users')({
  beforeLoad: guard({ auth: true, roles: ['admin'] }),
  staticData: { title: 'Users' },
  component: () => <UpcomingPage summary="Everyone on the platform, their roles and tags." />,
});
