import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_focus/modules/$moduleId/form/$activityId')({
  beforeLoad: guard({ auth: true, moduleAuthor: 'no-viewers' }),
  staticData: { title: 'Form editor' },
  component: () => <UpcomingPage summary="Build the questions of this form activity." />,
});
