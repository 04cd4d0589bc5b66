import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { dashboardLoader } from '../../../pages/dashboard/dashboard-loader';
import { StudentDashboardPage } from '../../../pages/student-dashboard-page';

export const Route = createFileRoute('/_authenticated/_home/spring-competition/dashboard')({
  staticData: { title: pageRow('/spring-competition/dashboard').title },
  loader: dashboardLoader,
  component: StudentDashboardPage,
});
