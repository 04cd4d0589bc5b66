import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_public/student-journey/classes/$classId/')({
  staticData: { title: 'Class journey' },
  component: () => (
    <UpcomingPage summary="The modules of this class, in the order you take them." />
  ),
});
