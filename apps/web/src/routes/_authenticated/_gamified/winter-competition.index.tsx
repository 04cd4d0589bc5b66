import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/winter-competition/')({
  staticData: { title: 'Winter competition' },
  component: () => <UpcomingPage summary="The winter competition and its three games." />,
});
