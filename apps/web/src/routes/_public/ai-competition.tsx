import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../pages/upcoming-page';

export const Route = createFileRoute('/_public/ai-competition')({
  staticData: { title: 'AI Competition' },
  component: () => <UpcomingPage summary="Build, test and present an AI project with your team." />,
});
