import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_staff/educator/classes/')({
  staticData: { title: 'Classes' },
  component: () => <UpcomingPage summary="Your classes and their enrolment." />,
});
