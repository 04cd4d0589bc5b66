import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_focus/modules/$moduleId/iframe/$activityId')(
  {
    beforeLoad: guard({ auth: true, moduleAuthor: 'no-viewers' }),
    staticData: { title: 'Iframe editor' },
    component: () => <UpcomingPage summary="Embed an external page as an activity." />,
  },
);
