import { educatorRoles } from '@sparked/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { pageRow } from '../../../app/route-table';
import { DeepLinkPage } from '../../../pages/lti/deep-link-page';

const educatorsOnly = guard({ roles: educatorRoles });

/** Where an LMS's deep linking request lands: a teacher chooses what to add (decision 0032). */
export const Route = createFileRoute('/_authenticated/_focus/lms-deep-link/$requestId')({
  beforeLoad: educatorsOnly.beforeLoad,
  staticData: { ...educatorsOnly.staticData, title: pageRow('/lms-deep-link/$requestId').title },
  component: DeepLinkPage,
});
