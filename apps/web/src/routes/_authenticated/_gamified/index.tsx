import { currentUserQueryOptions } from '@sparked/features/current-user';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { StudentDashboardPage } from '../../../pages/student-dashboard-page';

export const Route = createFileRoute('/_authenticated/_gamified/')({
  staticData: { title: pageRow('/').title },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(currentUserQueryOptions(context.session.client)),
  component: StudentDashboardPage,
});
