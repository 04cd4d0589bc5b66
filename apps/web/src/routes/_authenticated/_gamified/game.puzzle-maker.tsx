import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/game/puzzle-maker')({
  staticData: { title: 'Puzzle maker' },
  component: () => <UpcomingPage summary="Make a puzzle for others to solve." />,
});
