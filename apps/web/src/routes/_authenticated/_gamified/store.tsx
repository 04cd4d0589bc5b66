import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/store')({
  staticData: { title: 'Points store' },
  component: () => (
    <UpcomingPage summary="Spend your achievement points on avatar items and power-ups." />
  ),
});
