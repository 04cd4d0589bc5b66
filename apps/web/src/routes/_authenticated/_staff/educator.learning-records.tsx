import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { pageRow } from '../../../app/route-table';
import { LearningRecordsPage } from '../../../pages/admin/learning-records/learning-records-page';

// Admins only; the staff layout has already let educators through. No loader: the page fetches
// as it shows, so the admin console's queries stay out of every page's entry chunk.
const admins = guard({ roles: ['admin'] });

export const Route = createFileRoute('/_authenticated/_staff/educator/learning-records')({
  beforeLoad: (args) => admins.beforeLoad(args),
  staticData: { ...admins.staticData, title: pageRow('/educator/learning-records').title },
  component: LearningRecordsPage,
});
