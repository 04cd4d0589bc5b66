import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/winter-competition/game-master')({
  staticData: { title: 'Game master' },
  component: () => <UpcomingPage summary="Winter competition: the game master challenge." />,
});
