import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/game/game-master')({
  staticData: { title: 'Game master' },
  component: () => <UpcomingPage summary="Run a game for your classmates." />,
});
