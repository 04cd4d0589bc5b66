import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_public/student-journey/classes/$classId/enroll')({
  beforeLoad: guard({ auth: true }),
  staticData: { title: 'Enrol in class' },
  component: () => <UpcomingPage summary="Join this class to start its modules." />,
});
