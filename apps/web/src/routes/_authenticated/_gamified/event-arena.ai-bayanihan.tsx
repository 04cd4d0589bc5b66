import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/event-arena/ai-bayanihan')({
  staticData: { title: 'AI Bayanihan' },
  component: () => (
    <UpcomingPage summary="The AI Bayanihan event: schedule, challenges and how to take part." />
  ),
});
