import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { pageRow } from '../../../app/route-table';
import { StudentAreaSettingsPage } from '../../../pages/admin/student-area-settings-page';

// Admins only; the staff layout has already let educators through.
const admins = guard({ roles: ['admin'] });

export const Route = createFileRoute('/_authenticated/_staff/educator/student-area')({
  beforeLoad: (args) => admins.beforeLoad(args),
  staticData: { ...admins.staticData, title: pageRow('/educator/student-area').title },
  component: StudentAreaSettingsPage,
});
