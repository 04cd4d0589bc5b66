import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../pages/upcoming-page';

export const Route = createFileRoute('/_public/rtu-ai-competition')({
  staticData: { title: 'RTU AI Competition' },
  component: () => (
    <UpcomingPage summary="The RTU edition of the AI competition: teams, rounds and prizes." />
  ),
});
