import { createFileRoute, Outlet } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

/** The module map; an activity opens inside it. */
export const Route = createFileRoute('/_public/student-journey/classes/$classId/modules/$moduleId')(
  {
    staticData: { title: 'Module map' },
    component: () => (
      <>
        <UpcomingPage summary="The activities of this module on a map, with your progress." />
        <Outlet />
      </>
    ),
  },
);
