import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/event-arena/rtu-ai-bayanihan')({
  staticData: { title: 'RTU AI Bayanihan' },
  component: () => (
    <UpcomingPage summary="The RTU AI Bayanihan event: schedule, challenges and how to take part." />
  ),
});
