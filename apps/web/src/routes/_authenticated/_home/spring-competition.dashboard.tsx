import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_home/spring-competition/dashboard')({
  staticData: { title: 'Spring competition dashboard' },
  component: () => <UpcomingPage summary="Your team, your rounds and your standing." />,
});
