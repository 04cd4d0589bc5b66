import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/pages/demo')({
  staticData: { title: 'Demo' },
  component: () => <UpcomingPage summary="A tour of what Sparked offers." />,
});
