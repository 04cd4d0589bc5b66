import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/game/password')({
  staticData: { title: 'Password game' },
  component: () => <UpcomingPage summary="Crack the password by solving clues." />,
});
