import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../app/route-table';
import { LmsLaunchPage } from '../../pages/lti/lms-launch-page';

/** Where an LMS launch lands with its one-time code in the fragment (decision 0031). */
export const Route = createFileRoute('/_public/lms-launch')({
  staticData: { title: pageRow('/lms-launch').title },
  component: LmsLaunchPage,
});
