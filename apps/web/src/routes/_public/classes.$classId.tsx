import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../pages/upcoming-page';

export const Route = createFileRoute('/_public/classes/$classId')({
  staticData: { title: 'Class' },
  component: () => (
    <UpcomingPage summary="What this class covers, who teaches it and how to join." />
  ),
});
