import { classLandingQueryOptions } from '@sparked/features/learning';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../app/route-table';
import { ClassLandingPage } from '../../pages/learning/class-landing-page';

export const Route = createFileRoute('/_public/classes/$classId')({
  staticData: { title: pageRow('/classes/$classId').title },
  loader: ({ context: { queryClient, session }, params }) =>
    queryClient.prefetchQuery(classLandingQueryOptions(session.client, params.classId)),
  component: ClassLandingPage,
});
