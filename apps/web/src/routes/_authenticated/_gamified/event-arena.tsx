import { createFileRoute, Outlet } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

/** Events; an event's details open over the list (/event-arena/ai-bayanihan, …). */
export const Route = createFileRoute('/_authenticated/_gamified/event-arena')({
  staticData: { title: 'Events' },
  component: () => (
    <>
      <UpcomingPage summary="Events you can join: hackathons, workshops and challenges." />
      <Outlet />
    </>
  ),
});
