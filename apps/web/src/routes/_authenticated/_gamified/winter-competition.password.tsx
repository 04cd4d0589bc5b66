import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/winter-competition/password')({
  staticData: { title: 'Password' },
  component: () => <UpcomingPage summary="Winter competition: crack the password." />,
});
