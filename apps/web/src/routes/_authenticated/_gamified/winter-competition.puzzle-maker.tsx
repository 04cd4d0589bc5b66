import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/winter-competition/puzzle-maker')({
  staticData: { title: 'Puzzle maker' },
  component: () => (
    <UpcomingPage summary="Winter competition: build a puzzle for others to solve." />
  ),
});
