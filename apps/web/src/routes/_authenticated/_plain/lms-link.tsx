import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { LmsLinkPage } from '../../../pages/lti/lms-link-page';

/** Linking the LMS identity a person came with to the Sparked account they signed in to. */
export const Route = createFileRoute('/_authenticated/_plain/lms-link')({
  staticData: { title: pageRow('/lms-link').title },
  component: LmsLinkPage,
});
