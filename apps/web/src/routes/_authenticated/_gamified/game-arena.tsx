import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/game-arena')({
  staticData: { title: 'Game arena' },
  component: () => <UpcomingPage summary="Learning games that earn you experience and points." />,
});
