import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/spring-competition/')({
  staticData: { title: 'Spring competition' },
  component: () => (
    <UpcomingPage summary="The spring competition: rounds, rules and the leaderboard." />
  ),
});
