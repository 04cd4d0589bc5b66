import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/ai-tools/')({
  staticData: { title: 'AI tools' },
  component: () => (
    <UpcomingPage summary="AI helpers for learning and building: Janus and the code box." />
  ),
});
