import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_staff/educator/user-tags')({
  beforeLoad: guard({ auth: true, roles: ['admin'] }),
  staticData: { title: 'User tags' },
  component: () => <UpcomingPage summary="Tags that group users for classes and rewards." />,
});
