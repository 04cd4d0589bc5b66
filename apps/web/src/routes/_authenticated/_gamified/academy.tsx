import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_gamified/academy')({
  staticData: { title: 'Academy' },
  component: () => <UpcomingPage summary="Courses and lessons to explore at your own pace." />,
});
