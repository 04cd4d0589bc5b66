import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_public/student-journey/')({
  staticData: { title: 'Student journey' },
  component: () => <UpcomingPage summary="Your classes and where you left off in each." />,
});
