import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_home/old/')({
  staticData: { title: 'Home' },
  component: () => <UpcomingPage summary="Your classes and activities." />,
});
