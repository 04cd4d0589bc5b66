import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/ai-tools/janus')({
  staticData: { title: 'Janus' },
  component: () => (
    <UpcomingPage summary="Ask Janus for help, troubleshooting or to file a ticket." />
  ),
});
