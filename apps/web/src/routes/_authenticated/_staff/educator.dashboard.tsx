import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_staff/educator/dashboard')({
  staticData: { title: 'Educator dashboard' },
  component: () => <UpcomingPage summary="Your modules, classes and students at a glance." />,
});
