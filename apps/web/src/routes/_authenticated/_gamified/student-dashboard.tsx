import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/student-dashboard')({
  staticData: { title: 'Student dashboard' },
  component: () => (
    <UpcomingPage summary="Your progress across classes, competitions and events." />
  ),
});
