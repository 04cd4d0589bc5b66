import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_staff/educator/classes/$classId/students')({
  staticData: { title: 'Students' },
  component: () => <UpcomingPage summary="The students enrolled in this class." />,
});
