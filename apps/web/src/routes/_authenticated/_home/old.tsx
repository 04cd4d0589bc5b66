import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { dashboardLoader } from '../../../pages/dashboard/dashboard-loader';
import { StudentDashboardPage } from '../../../pages/student-dashboard-page';

export const Route = createFileRoute('/_authenticated/_home/old')({
  staticData: { title: pageRow('/old').title },
  loader: dashboardLoader,
  component: StudentDashboardPage,
});
