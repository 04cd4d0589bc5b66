import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_public/student-journey/classes/$classId/$couponCode')({
  staticData: { title: 'Class invitation' },
  component: () => <UpcomingPage summary="Join this class with the code you were given." />,
});
