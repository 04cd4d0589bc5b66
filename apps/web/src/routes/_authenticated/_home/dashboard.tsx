import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_home/dashboard')({
  staticData: { title: 'Dashboard' },
  component: () => <UpcomingPage summary="Your classes and activities." />,
});
