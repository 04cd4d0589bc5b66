import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { pageRow } from '../../../app/route-table';
import { LtiPage } from '../../../pages/admin/lti/lti-page';

// Admins only; the staff layout has already let educators through. The page fetches as it shows.
const admins = guard({ roles: ['admin'] });

export const Route = createFileRoute('/_authenticated/_staff/educator/lti/')({
  beforeLoad: (args) => admins.beforeLoad(args),
  staticData: { ...admins.staticData, title: pageRow('/educator/lti').title },
  component: LtiPage,
});
